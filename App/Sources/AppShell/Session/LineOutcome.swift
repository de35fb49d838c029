/// How one script line ended.
enum LineOutcome: Equatable {
    /// It ran; the script goes on.
    case done
    /// An `expect` did not hold (status 1).
    case expectationFailed
}
