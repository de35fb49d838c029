@testable import AppCore

/// Links of every shape the router accepts, routed one an operation through the app's router.
@MainActor
final class DeepLinkRoutes: InProcessWork {
    private let router = DeepLinkRouter(features: AppFeatures.all)
    private var routed = 0

    func step() throws {
        if case .success = router.route(DeepLinkSamples.valid[routed % DeepLinkSamples.valid.count]) {
            routed += 1
        }
    }

    func finish(after count: Int) throws {
        guard routed == count else { throw BenchmarkFailure("\(count) links gave \(routed) routes") }
    }
}
