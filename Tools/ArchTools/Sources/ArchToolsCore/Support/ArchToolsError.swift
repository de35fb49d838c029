/// A failure the tools report as one line and exit on: a package that does not load, a missing input.
public struct ArchToolsError: Error, CustomStringConvertible, Equatable {
    /// The message, without the tool's name.
    public let description: String

    package init(_ description: String) {
        self.description = description
    }
}
