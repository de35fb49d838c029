import Analytics
import Design
import Models

/// The onboarding feature as the app sees it: runs the controller's moves and tells the
/// coordinator about each saved one, since the app state carries the step.
@MainActor
final class OnboardingFlow: OnboardingFeatureAPI {
    private var isStarted = false

    let controller: OnboardingController
    private let analytics: any Analytics
    private let output: @MainActor (OnboardingOutput) -> Void

    init(
        controller: OnboardingController, analytics: any Analytics,
        output: @escaping @MainActor (OnboardingOutput) -> Void
    ) {
        self.controller = controller
        self.analytics = analytics
        self.output = output
    }

    var screen: Screen {
        OnboardingView(controller: controller).screen
    }

    var step: OnboardingStep {
        controller.step
    }

    func start() async {
        guard !isStarted else { return }
        isStarted = true
        await analytics.track(.screenViewed(screen.name))
    }

    func loadProgress() async {
        await reportingMoves { await controller.loadProgress() }
    }

    func next() async {
        await reportingMoves { await controller.next() }
    }

    func back() async {
        await reportingMoves { await controller.back() }
    }

    func setName(_ name: String) {
        controller.setName(name)
    }

    /// Runs `intent`, then reports what it changed: the end of onboarding, or a new step (whose
    /// screen view is counted once started). The step is reported before anything is awaited, so
    /// the app's state names the step on screen whenever the app looks.
    private func reportingMoves(_ intent: () async -> Void) async {
        let stepBefore = controller.step
        let wasFinished = controller.isFinished
        await intent()
        if controller.isFinished, !wasFinished {
            output(.finished(controller.user))
        } else if controller.step != stepBefore {
            output(.stepChanged(controller.step))
            if isStarted {
                await analytics.track(.screenViewed(screen.name))
            }
        }
    }
}
