/// How one script line ended.
enum LineOutcome: Equatable {
    case done
    case expectationFailed
}
