/// The latest valid deep link that arrived while nobody was signed in, kept until sign-in and
/// onboarding are done: a newer one replaces it, a logout drops it, a session expiry does not.
@MainActor
final class PendingLinks {
    struct Link {
        /// The link as typed, for events.
        let text: String
        let link: DeepLink
        /// The window it asked for; nil for the focused one.
        let window: WindowID?
    }

    private var kept: Link?
    private let emit: @MainActor (AppEvent) -> Void

    init(emit: @escaping @MainActor (AppEvent) -> Void) {
        self.emit = emit
    }

    /// The link kept, if any.
    var next: Link? { kept }

    /// Keeps `link` for later, dropping the one it replaces; both are reported.
    func keep(_ link: Link) {
        if let replaced = kept {
            emit(.deepLink(url: replaced.text, outcome: .dropped, reason: "replaced"))
        }
        kept = link
        emit(.deepLink(url: link.text, outcome: .deferred, reason: nil))
    }

    /// Forgets the kept link, now that it is shown.
    func remove() {
        kept = nil
    }

    /// Drops the kept link, reporting why.
    func drop(reason: String) {
        guard let link = kept else { return }
        kept = nil
        emit(.deepLink(url: link.text, outcome: .dropped, reason: reason))
    }
}
