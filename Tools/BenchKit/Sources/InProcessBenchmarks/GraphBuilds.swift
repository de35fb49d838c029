/// Building the app's whole live graph, one graph an operation; each is kept until the sample's
/// measurement has stopped, so only construction is timed.
@MainActor
final class GraphBuilds: InProcessWork {
    private let fixture = GraphFixture()
    private let build: @MainActor @Sendable (GraphFixture) throws -> BuiltGraph
    private var built: [BuiltGraph] = []

    init(_ build: @escaping @MainActor @Sendable (GraphFixture) throws -> BuiltGraph) {
        self.build = build
    }

    func step() throws {
        built.append(try build(fixture))
    }

    func finish(after count: Int) throws {
        guard built.count == count else { throw BenchmarkFailure("\(count) builds gave \(built.count) graphs") }
        built = []
    }
}
