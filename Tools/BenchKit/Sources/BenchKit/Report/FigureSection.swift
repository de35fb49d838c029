/// A group of figures measured together: launch, the long script, memory, composition, the state
/// machine, the engineers' loop.
public struct FigureSection: Sendable, Equatable {
    public let title: String
    public let figures: [Figure]

    /// A section of `figures` under `title`.
    public init(_ title: String, _ figures: [Figure]) {
        self.title = title
        self.figures = figures
    }
}
