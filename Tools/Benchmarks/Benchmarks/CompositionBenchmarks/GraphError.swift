/// A graph that could not be built: the benchmark stops and says why.
struct GraphError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
