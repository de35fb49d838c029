import Logging

/// Putting a user's windows back after a launch or sign-in: only their own, only what still exists.
@MainActor
struct WindowRestoration {
    let scenes: SceneStore
    let validator: RestorationValidator
    let logger: Logger

    func restore(into scope: SignedInCoordinator) async {
        guard let saved = scenes.loadForRestoration() else { return }
        guard saved.userID == scope.user.id else {
            scenes.clear()
            return
        }
        scenes.beginRestoring()
        let outcome = await validator.validated(saved)
        for id in outcome.droppedWindows {
            logger.notice("Did not restore window \(id): what it showed no longer exists")
        }
        if outcome.leftOut > 0 {
            let bounds =
                "a restoration checks at most \(RestorationValidator.maximumChecks) IDs"
                + " and keeps at most \(RestorationValidator.maximumPathLength) routes on a stack"
            logger.notice("Did not restore \(outcome.leftOut) windows and routes: \(bounds)")
        }
        scope.restore(outcome)
        scenes.finishRestoring()
    }
}
