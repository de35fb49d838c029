import Models

/// Post windows: opened (or brought to the front) from a post ID, each with its own navigation
/// and scene storage, sharing the app's services and session.
extension AppCoordinator {
    /// Opens a window for the post, or focuses the one it has. The post is loaded first, so a
    /// post that does not exist (or cannot be reached now) opens nothing and says why.
    func openPostWindow(_ text: String) async -> IntentResult {
        guard let postID = ID<Post>(text) else { return .notOffered(ResourceID.postIDRule) }
        let windowID = WindowID.post(postID)
        if !windowRegistry.contains(windowID) {
            do {
                _ = try await dependencies.profiles.post(id: postID)
            } catch {
                return .notOffered(error.localizedDescription)
            }
        }
        // The user may have signed out while the post loaded.
        guard let scope = signedIn, state.isSignedIn else { return .done }
        guard windowRegistry.open(windowID) else {
            emit(.window(.focused, windowID))
            return .done
        }
        let window = makePostWindow(windowID, postID: postID, in: scope)
        emit(.window(.opened, windowID))
        await window.start()
        return .done
    }

    func makePostWindow(_ id: WindowID, postID: ID<Post>, in scope: SignedInScope) -> PostWindowCoordinator {
        let feature = dependencies.makeProfileFeature(for: scope.user, root: .post(id: postID), output: profileOutput)
        let window = PostWindowCoordinator(id: id, feature: feature)
        scope.add(window)
        return window
    }

    /// Closes a post window. A window that leaves goes to the background first, as a scene does:
    /// when that changes the app's phase, the phase event says so.
    func closePostWindow(_ id: WindowID) async {
        let before = windowRegistry.appPhase
        windowRegistry.close(id)
        signedIn?.removeWindow(id)
        let after = windowRegistry.appPhase
        if after != before {
            emit(.phase(window: id, phase: .background, app: after))
        }
        emit(.window(.closed, id))
        await appPhaseChanged(from: before)
    }
}

/// Putting windows back after a launch: only the signed-in user's, only what still exists, and
/// never twice in a row if restoring is what killed the last launch. Post windows are built while
/// the launch (or sign-in) prepares, and open once the user is in.
extension AppCoordinator {
    func restoreWindows(for scope: SignedInScope) async {
        let scenes = dependencies.scenes
        guard let saved = scenes.loadForRestoration() else { return }
        guard saved.userID == scope.user.id else {
            scenes.clear()
            return
        }
        scenes.beginRestoring()
        let outcome = await RestorationValidator(profiles: dependencies.profiles).validated(saved)
        for id in outcome.droppedWindows {
            logger.notice("Did not restore window \(id): what it showed no longer exists")
        }
        if outcome.leftOut > 0 {
            let bounds =
                "a restoration checks at most \(RestorationValidator.maximumChecks) IDs"
                + " and keeps at most \(RestorationValidator.maximumPathLength) routes on a stack"
            logger.notice("Did not restore \(outcome.leftOut) windows and routes: \(bounds)")
        }
        let snapshot = outcome.snapshot
        var restored: [WindowID] = []
        for window in snapshot.windows {
            guard let id = WindowID(window.id) else { continue }
            if id == .main {
                await scope.main.restore(window)
            } else if let postID = id.postID, scope.window(id) == nil {
                await makePostWindow(id, postID: postID, in: scope).restore(window)
                restored.append(id)
            }
        }
        scope.keepRestored(restored, focus: WindowID(snapshot.focusedWindow) ?? .main)
        scenes.finishRestoring()
    }

    /// Opens the post windows restoration put back, now that the user is in, and gives the focus
    /// back to the window that had it; then shows them.
    func openRestoredWindows() {
        guard let restored = signedIn?.takeRestored() else { return }
        for id in restored.windows where windowRegistry.open(id) {
            emit(.window(.restored, id))
        }
        windowRegistry.focus(restored.focus)
        present()
    }
}

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
