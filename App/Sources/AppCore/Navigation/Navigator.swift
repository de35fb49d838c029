import FeatureKit

/// The one place a window's navigation is written, whoever writes it (a view's binding, `back`,
/// a link, a tab, restoration): it applies the value at once, then has what the new screen shows
/// load as it appears, a tracked step after the write, and tells the app its screens changed.
@MainActor
final class Navigator {
    private var appearing: [Int: Task<Void, Never>] = [:]
    private var started = 0
    private let changed: @MainActor () -> Void

    /// A navigator that calls `changed` after each write, and again when what it started has loaded.
    init(changed: @escaping @MainActor () -> Void) {
        self.changed = changed
    }

    isolated deinit {
        appearing.values.forEach { $0.cancel() }
    }

    /// Writes `navigation` to `window`; nil when it did, else why the window can't hold it.
    @discardableResult
    func write(_ navigation: Navigation, to window: any SignedInWindow) -> NavigationRefusal? {
        let before = window.navigation
        if let refusal = window.apply(navigation) { return refusal }
        guard window.navigation != before else { return nil }
        if window.isShown {
            appear(window.visibleContent)
        }
        changed()
        return nil
    }

    /// Shows `window`: what it has on screen loads now.
    func show(_ window: any SignedInWindow) {
        window.isShown = true
        appear(window.visibleContent)
    }

    /// Returns once everything the writes so far started has loaded; cancelling the caller (a
    /// line a signal ends) cancels those loads, as it would a load it ran itself.
    func settle() async {
        while let (_, task) = appearing.first {
            await withTaskCancellationHandler {
                await task.value
            } onCancel: {
                task.cancel()
            }
        }
    }

    private func appear(_ content: AnyFeatureContent) {
        started += 1
        let id = started
        appearing[id] = Task { [weak self] in
            await content.start()
            self?.appeared(id)
        }
    }

    private func appeared(_ id: Int) {
        appearing[id] = nil
        changed()
    }
}
