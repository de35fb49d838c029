/// How the text renderer lays a screen out: how wide, and whether to style it for a terminal.
public struct RenderOptions: Equatable, Sendable {
    /// The narrowest width the renderer lays out for; a smaller width is raised to it.
    public static let minimumWidth = 20

    /// The width in terminal columns that no line exceeds.
    public let width: Int
    /// Whether to add ANSI bold and colour; the layout is the same either way.
    public let usesANSI: Bool

    /// Creates options: 64 columns of plain text unless told otherwise.
    public init(width: Int = 64, usesANSI: Bool = false) {
        self.width = max(width, Self.minimumWidth)
        self.usesANSI = usesANSI
    }
}
