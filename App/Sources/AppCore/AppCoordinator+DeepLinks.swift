import Analytics
import Models

/// Deep links: shown at once in a signed-in window, or kept until sign-in and onboarding are done
/// (the latest valid one wins), through a session expiry but never past a logout.
extension AppCoordinator {
    func open(_ text: String, in window: WindowID?) async {
        if let window, !windowRegistry.contains(window) {
            return await reject(text, reason: "there is no window \(window)")
        }
        switch DeepLinkRouter.route(text) {
        case .failure(let rejection):
            await reject(text, reason: rejection.reason)
        case .success(let link) where state.isSignedIn:
            await deliver(link, text: text, to: window ?? focusedWindow)
        case .success(let link):
            pendingLinks.keep(PendingLinks.Link(text: text, link: link, window: window))
            await track(link, outcome: .deferred)
        }
    }

    /// Moves to `authenticated(user)` with the link kept while nobody was signed in already on
    /// screen, so no other screen shows first; the link is reported applied once signed in, and
    /// the windows restoration put back open after that. Returns false, changing nothing and
    /// keeping the link, when the session ended on the way.
    @discardableResult
    func enterMainApp(as user: User) async -> Bool {
        guard let pending = pendingLinks.next else {
            move(to: .authenticated(user))
            openRestoredWindows()
            return true
        }
        let ended = endedSessions
        let delivery = await show(pending.link, in: pending.window ?? .main)
        guard endedSessions == ended else { return false }
        pendingLinks.remove()
        move(to: .authenticated(user))
        openRestoredWindows()
        await report(delivery, of: pending.link, text: pending.text, as: .applied)
        return true
    }

    private func deliver(_ link: DeepLink, text: String, to id: WindowID) async {
        await report(await show(link, in: id), of: link, text: text, as: .handled)
    }

    private func show(_ link: DeepLink, in id: WindowID) async -> LinkDelivery {
        guard let window = signedIn?.window(id) else { return .windowGone(id) }
        if let refusal = await window.show(link) { return .refused(refusal) }
        return .shown
    }

    private func report(
        _ delivery: LinkDelivery, of link: DeepLink, text: String, as outcome: DeepLinkOutcome
    ) async {
        switch delivery {
        case .shown:
            emit(.deepLink(url: text, outcome: outcome, reason: nil))
            await track(link, outcome: outcome)
        case .windowGone(let id):
            emit(.deepLink(url: text, outcome: .dropped, reason: "its window \(id) is gone"))
        case .refused(let reason):
            await reject(text, reason: reason)
        }
    }

    private func reject(_ text: String, reason: String) async {
        emit(.deepLink(url: text, outcome: .rejected, reason: reason))
        emit(.error(message: "This link can't be opened: \(reason)."))
        await dependencies.analytics.track(AnalyticsEvent("deep_link_rejected"))
    }

    private func track(_ link: DeepLink, outcome: DeepLinkOutcome) async {
        await dependencies.analytics.track(
            AnalyticsEvent("deep_link_\(outcome.rawValue)", properties: ["destination": .string(link.analyticsName)]))
    }
}

/// What became of a link given to a window.
private enum LinkDelivery {
    case shown
    /// The window it was kept for closed meanwhile.
    case windowGone(WindowID)
    /// The window can't show it, for this reason.
    case refused(String)
}
