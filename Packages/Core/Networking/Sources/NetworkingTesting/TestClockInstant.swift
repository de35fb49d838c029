/// An instant of the test clocks: the time passed since the clock was made.
public struct TestClockInstant: InstantProtocol {
    /// Time since the clock started.
    public var offset: Duration

    /// The instant `offset` after the clock started.
    public init(offset: Duration = .zero) {
        self.offset = offset
    }

    /// The instant `duration` later.
    public func advanced(by duration: Duration) -> Self {
        Self(offset: offset + duration)
    }

    /// The time from this instant to `other`.
    public func duration(to other: Self) -> Duration {
        other.offset - offset
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.offset < rhs.offset
    }
}
