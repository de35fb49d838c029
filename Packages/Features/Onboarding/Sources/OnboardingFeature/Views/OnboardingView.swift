import Design
import Models

/// The `onboarding:<step>` screen: a short text for the step, and what the user can do there.
@MainActor
struct OnboardingView {
    let controller: OnboardingController

    var screen: Screen {
        Screen(
            name: "onboarding:\(controller.step.rawValue)",
            title: title,
            sections: [Screen.Section(rows: rows)],
            actions: actions,
            banner: controller.moving.errorMessage.map(Screen.Banner.error)
        )
    }

    private var title: String {
        switch controller.step {
        case .welcome: "Welcome"
        case .permissions: "Notifications"
        case .profileSetup: "Your profile"
        case .complete: "All set"
        }
    }

    private var text: String {
        switch controller.step {
        case .welcome: "Welcome aboard! A few quick steps and you're ready to go."
        case .permissions:
            "We'll let you know about activity on your posts. You can change this any time in Settings."
        case .profileSetup: "Choose the name other people see on your profile and posts."
        case .complete: "You're ready to go."
        }
    }

    private var rows: [Screen.Row] {
        let steps = OnboardingStep.allCases
        let number = (steps.firstIndex(of: controller.step) ?? 0) + 1
        var rows: [Screen.Row] = [.text(text), .value(label: "Step", value: "\(number) of \(steps.count)")]
        if controller.step == .profileSetup {
            rows.append(.value(label: "Display name", value: controller.name))
        }
        if controller.moving.isRunning {
            rows.append(.loading)
        }
        return rows
    }

    private var actions: [Screen.Action] {
        guard !controller.isFinished else { return [.signOut] }
        switch controller.step {
        case .welcome: return [.continueOnboarding, .signOut]
        case .permissions: return [.continueOnboarding, .goBack, .signOut]
        case .profileSetup: return [.setName, .continueOnboarding, .goBack, .signOut]
        case .complete: return [.finishOnboarding, .goBack, .signOut]
        }
    }
}
