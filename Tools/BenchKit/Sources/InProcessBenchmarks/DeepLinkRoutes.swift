@testable import AppCore

/// Links of every shape the router accepts, each read into a `DeepLink` and routed through the
/// app's router, one an operation.
@MainActor
final class DeepLinkRoutes: InProcessWork {
    private let router = DeepLinkRouter(features: AppFeatures.all)
    private var routed = 0

    func step() throws {
        let text = DeepLinkSamples.valid[routed % DeepLinkSamples.valid.count]
        if case .success = router.route(DeepLink(text)) {
            routed += 1
        }
    }

    func finish(after count: Int) throws {
        guard routed == count else { throw BenchmarkFailure("\(count) links gave \(routed) routes") }
    }
}
