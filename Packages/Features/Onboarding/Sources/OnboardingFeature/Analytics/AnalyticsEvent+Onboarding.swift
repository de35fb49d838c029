import Analytics
import Models

/// The events onboarding tracks; no property carries personal data (never the display name).
extension AnalyticsEvent {
    /// The user went on from `step`, and the move was saved.
    static func onboardingStepCompleted(_ step: OnboardingStep) -> AnalyticsEvent {
        AnalyticsEvent("onboarding_step_completed", properties: ["step": .string(step.rawValue)])
    }

    /// The user went back from `step`, and the move was saved.
    static func onboardingWentBack(from step: OnboardingStep) -> AnalyticsEvent {
        AnalyticsEvent("onboarding_went_back", properties: ["step": .string(step.rawValue)])
    }

    /// Onboarding was finished and saved.
    static let onboardingCompleted = AnalyticsEvent("onboarding_completed")
}
