/// Putting windows back after a launch: only the signed-in user's, only what still exists, and
/// never twice in a row if restoring is what killed the last launch.
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
        for window in snapshot.windows {
            guard let id = WindowID(window.id) else { continue }
            if id == .main {
                await scope.main.restore(window)
            } else if let postID = id.postID, windowRegistry.open(id) {
                let restored = makePostWindow(id, postID: postID, in: scope)
                await restored.restore(window)
                emit(.window(.restored, id))
            }
        }
        windowRegistry.focus(WindowID(snapshot.focusedWindow) ?? .main)
        scenes.finishRestoring()
    }
}
