import Models

/// Post windows: opened (or brought to the front) from a post ID, each with its own navigation
/// and scene storage, sharing the app's services and session.
extension AppCoordinator {
    /// Opens a window for the post, or focuses the one it has. The post is loaded first, so a
    /// post that does not exist (or cannot be reached now) opens nothing and says why.
    func openPostWindow(_ postID: String) async -> IntentResult {
        guard ResourceID.isValid(postID) else { return .notOffered(ResourceID.postIDRule) }
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

    func makePostWindow(_ id: WindowID, postID: String, in scope: SignedInScope) -> PostWindowCoordinator {
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
