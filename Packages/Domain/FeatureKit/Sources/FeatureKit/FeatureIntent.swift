import Design

/// Something a user asks of a feature, parsed from one of the feature's commands.
public protocol FeatureIntent: Sendable, Equatable {
    /// The command that asks for it, for the message when the screen does not offer it.
    var command: Command { get }
}

/// A feature's intent as the app carries it, to the feature the focused window shows.
public struct AnyFeatureIntent: Sendable, Equatable, CustomStringConvertible {
    /// The feature's own intent.
    public let base: any FeatureIntent

    /// `base`, for a feature that does not know the app.
    public init(_ base: some FeatureIntent) {
        self.base = base
    }

    /// The command that asks for it.
    public var command: Command { base.command }

    public var description: String { String(describing: base) }

    public static func == (lhs: AnyFeatureIntent, rhs: AnyFeatureIntent) -> Bool {
        lhs.base.isEqual(to: rhs.base)
    }
}

extension FeatureIntent {
    fileprivate func isEqual(to other: any FeatureIntent) -> Bool {
        (other as? Self) == self
    }
}
