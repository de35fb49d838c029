/// Scene phases, handled in one place: becoming active checks the session and refreshes data that
/// went stale in the background; inactive saves scene state; background also releases caches and
/// delivers analytics.
extension AppCoordinator {
    func change(_ window: WindowID, to phase: ScenePhase) async {
        let before = windowRegistry.appPhase
        windowRegistry.setPhase(phase, of: window)
        emit(.phase(window: window, phase: phase, app: windowRegistry.appPhase))
        if phase != .active {
            saveScenes()
        }
        await appPhaseChanged(from: before)
    }

    /// Acts on the app's phase if it is no longer `before`: after a window's phase changed, or
    /// after a window closed (closing the last active one sends the app to the background).
    func appPhaseChanged(from before: ScenePhase) async {
        let after = windowRegistry.appPhase
        guard after != before else { return }
        switch after {
        case .active: await becameActive(after: before)
        case .background: await enteredBackground()
        case .inactive: break
        }
    }

    /// Writes every signed-in window's IDs to scene storage.
    func saveScenes() {
        guard state.isSignedIn, let scope = signedIn else { return }
        dependencies.scenes.save(scope.snapshot(focused: focusedWindow))
    }

    private func becameActive(after previous: ScenePhase) async {
        guard state.hasSession else { return }
        do {
            if try await dependencies.auth.validateSession() == nil {
                await sessionWasRejected()
                return
            }
        } catch .sessionExpired {
            await sessionWasRejected()
            return
        } catch {
            // A passing failure never signs anyone out; the screens show their own errors.
        }
        guard previous == .background, let scope = signedIn else { return }
        await scope.main.refresh()
        for window in scope.postWindows.values {
            await window.refresh()
        }
    }

    private func enteredBackground() async {
        await dependencies.profiles.clearCache()
        await analyticsQueue.drain()
        await dependencies.analytics.flush()
    }
}
