/// What one window shows: the headless stand-in for a SwiftUI view tree.
public struct Screen: Sendable, Equatable, Codable {
    /// The screen's stable name, as scripts see it (`profile`, `post:p5`, …).
    public let name: String
    /// The title shown at the top.
    public let title: String

    /// Creates a screen.
    public init(name: String, title: String) {
        self.name = name
        self.title = title
    }
}
