/// Why a figure or the whole run could not be measured, in one line.
public struct BenchError: Error, CustomStringConvertible, Sendable {
    public let description: String

    /// An error that says `description`.
    public init(_ description: String) {
        self.description = description
    }
}
