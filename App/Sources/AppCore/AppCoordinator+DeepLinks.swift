import Analytics

/// Deep links: shown at once in a signed-in window, or kept until sign-in and onboarding are done
/// (the latest valid one wins), and never past a logout.
extension AppCoordinator {
    func open(_ text: String, in window: WindowID?) async {
        if let window, !windowRegistry.contains(window) {
            return await reject(text, reason: "there is no window \(window)")
        }
        switch DeepLinkRouter.route(text) {
        case .failure(let rejection):
            await reject(text, reason: rejection.reason)
        case .success(let link) where state.isSignedIn:
            await deliver(link, text: text, to: window ?? focusedWindow, outcome: .handled)
        case .success(let link):
            pendingLink = PendingLink(text: text, link: link, window: window)
            emit(.deepLink(url: text, outcome: .deferred, reason: nil))
            await track(link, outcome: .deferred)
        }
    }

    /// Shows the link kept while nobody was signed in, once.
    func applyPendingLink() async {
        guard let pending = pendingLink else { return }
        pendingLink = nil
        await deliver(pending.link, text: pending.text, to: pending.window ?? .main, outcome: .applied)
    }

    func dropPendingLink(reason: String) {
        guard let pending = pendingLink else { return }
        pendingLink = nil
        emit(.deepLink(url: pending.text, outcome: .dropped, reason: reason))
    }

    private func deliver(_ link: DeepLink, text: String, to id: WindowID, outcome: DeepLinkOutcome) async {
        guard let window = signedIn?.window(id) else {
            emit(.deepLink(url: text, outcome: .dropped, reason: "its window \(id) is gone"))
            return
        }
        if let refusal = await window.show(link) {
            return await reject(text, reason: refusal)
        }
        emit(.deepLink(url: text, outcome: outcome, reason: nil))
        await track(link, outcome: outcome)
    }

    private func reject(_ text: String, reason: String) async {
        emit(.deepLink(url: text, outcome: .rejected, reason: reason))
        emit(.error(message: "This link can't be opened: \(reason)."))
        await dependencies.analytics.track(AnalyticsEvent("deep_link_rejected"))
    }

    private func track(_ link: DeepLink, outcome: DeepLinkOutcome) async {
        await dependencies.analytics.track(
            AnalyticsEvent("deep_link_\(outcome.rawValue)", properties: ["destination": .string(link.destination)]))
    }
}

extension DeepLink {
    /// Which screen kind the link leads to, for analytics (no IDs).
    var destination: String {
        switch self {
        case .profile(.own): "own_profile"
        case .profile(.user): "profile"
        case .profile(.post): "post"
        case .settings(let route): route == .root ? "settings" : "settings_section"
        }
    }
}
