/// A group of figures measured together: launch, the long script, memory, composition, the state
/// machine, the engineers' loop.
public struct FigureSection: Sendable, Equatable {
    /// The section's heading in the table.
    public let title: String
    /// Its figures, in the order the table shows them.
    public let figures: [Figure]

    /// A section of `figures` under `title`.
    public init(_ title: String, _ figures: [Figure]) {
        self.title = title
        self.figures = figures
    }

    /// The same figures shown for information only, the title saying why (a debug build's
    /// figures say nothing about the targets).
    func heldToNoTarget(because reason: String) -> FigureSection {
        FigureSection("\(title) (\(reason): not held to targets)", figures.map { $0.withoutTarget() })
    }
}
