import Analytics
import Models
import Services

/// What the host sees: the state, each window's screen once the app has settled on it, and a
/// view counted for each screen shown during a session, after that screen.
extension AppCoordinator {
    /// Moves the app to `next` if the table allows it; an error state shows what caused it, on its
    /// screen and in an `error` event. Returns whether the state changed.
    @discardableResult
    func move(to next: AppState, cause: ServiceError? = nil) -> Bool {
        let previousCause = errorCause
        errorCause = cause
        guard stateController.transition(to: next) else {
            errorCause = previousCause
            return false
        }
        if case .error(let error) = next {
            emit(.error(message: ErrorView(error: error, cause: cause).message))
        }
        return true
    }

    /// Moves to the error state a failed launch, retry or first-time sign-in ends in.
    func fail(_ error: ServiceError) {
        move(to: .error(error.appError ?? .networkUnavailable), cause: error)
    }

    /// Reports the screen of every window whose screen changed since it was last reported, and
    /// counts a view (`screen_viewed`) for each screen a window newly shows during a session. The
    /// views are queued behind the screens' events, so they always follow them.
    func present() {
        let update = shownScreens.update(windows) { makeScreen(of: $0) }
        for (window, screen) in update.changed {
            emit(.screen(window: window, screen: screen))
        }
        guard state.hasSession else { return }
        for name in update.newlyShown {
            analyticsQueue.track(.screenViewed(name))
        }
    }

    /// A state change the controller made: reported, then the screens it leads to.
    func reportStateEvent(_ event: AppEvent) {
        emit(event)
        if case .transition = event {
            present()
        }
    }
}
