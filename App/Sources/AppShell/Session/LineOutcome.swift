enum LineOutcome: Equatable {
    case done
    case expectationFailed
}
