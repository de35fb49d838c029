import Analytics
import FeatureKit
import Tracing

/// Deep links, from the text typed to what became of it: shown at once, or kept until the user can see it.
@MainActor
final class DeepLinks {
    fileprivate struct Pending {
        let link: DeepLink
        let route: AnyFeatureRoute
        let window: WindowID?
    }

    struct Shown {
        fileprivate let link: Pending
        fileprivate let delivery: LinkDelivery
    }

    private let router: DeepLinkRouter
    private let analytics: AnalyticsQueue
    private let tracer: any Tracer
    private let emit: @MainActor (AppEvent) -> Void
    private var pending: Pending?

    init(
        router: DeepLinkRouter, analytics: AnalyticsQueue, tracer: any Tracer,
        emit: @escaping @MainActor (AppEvent) -> Void
    ) {
        self.router = router
        self.analytics = analytics
        self.tracer = tracer
        self.emit = emit
    }

    /// Opens `link` in `window` (the focused one when nil) of `scope`.
    func open(_ link: DeepLink, in window: WindowID?, windows: WindowRegistry, scope: SignedInCoordinator?)
        async
    {
        if let window, !windows.contains(window) {
            return await reject(link, reason: "there is no window \(window)")
        }
        switch router.route(link) {
        case .failure(let rejection):
            await reject(link, reason: rejection.reason)
        case .success(let route):
            if let scope {
                let delivery = await tracer.span(route.feature) {
                    await scope.show(route, in: window ?? windows.focused)
                }
                await report(delivery, of: route, link: link, as: .handled)
            } else {
                await keep(Pending(link: link, route: route, window: window))
            }
        }
    }

    func showPending(in scope: SignedInCoordinator) async -> Shown? {
        guard let pending else { return nil }
        return Shown(link: pending, delivery: await scope.show(pending.route, in: pending.window ?? .main))
    }

    func applied(_ shown: Shown) async {
        pending = nil
        await report(shown.delivery, of: shown.link.route, link: shown.link.link, as: .applied)
    }

    func dropPending(reason: String) {
        guard let dropped = pending else { return }
        pending = nil
        emit(.deepLink(url: dropped.link.redacted, outcome: .dropped, reason: reason))
    }

    private func keep(_ kept: Pending) async {
        if let replaced = pending {
            emit(.deepLink(url: replaced.link.redacted, outcome: .dropped, reason: "replaced"))
        }
        pending = kept
        emit(.deepLink(url: kept.link.redacted, outcome: .deferred, reason: nil))
        await track(kept.route, outcome: .deferred)
    }

    private func report(
        _ delivery: LinkDelivery, of route: AnyFeatureRoute, link: DeepLink, as outcome: DeepLinkOutcome
    ) async {
        switch delivery {
        case .shown:
            emit(.deepLink(url: link.redacted, outcome: outcome, reason: nil))
            await track(route, outcome: outcome)
        case .windowGone(let id):
            emit(.deepLink(url: link.redacted, outcome: .dropped, reason: "its window \(id) is gone"))
        case .refused(let reason):
            await reject(link, reason: reason)
        }
    }

    private func reject(_ link: DeepLink, reason: String) async {
        emit(.deepLink(url: link.redacted, outcome: .rejected, reason: reason))
        emit(.error(message: "This link can't be opened: \(reason)."))
        await analytics.record(AnalyticsEvent("deep_link_rejected"))
    }

    private func track(_ route: AnyFeatureRoute, outcome: DeepLinkOutcome) async {
        await analytics.record(
            AnalyticsEvent(
                "deep_link_\(outcome.rawValue)", properties: ["destination": .string(route.analyticsName)]))
    }
}

enum LinkDelivery {
    case shown
    case windowGone(WindowID)
    case refused(String)
}
