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
        let (snapshot, dropped) = await RestorationValidator(profiles: dependencies.profiles).validated(saved)
        for id in dropped {
            logger.notice("Did not restore window \(id): what it showed no longer exists")
        }
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
