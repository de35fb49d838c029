/// Work that did not do what it should: the benchmark stops and says why.
public struct BenchmarkFailure: Error, CustomStringConvertible {
    public let description: String

    /// A failure that says `description`.
    public init(_ description: String) {
        self.description = description
    }
}
