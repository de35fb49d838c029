import Analytics
import Models

/// The events onboarding tracks; no property carries personal data (never the display name).
extension AnalyticsEvent {
    static func onboardingStepCompleted(_ step: OnboardingStep) -> AnalyticsEvent {
        AnalyticsEvent("onboarding_step_completed", properties: ["step": .string(step.rawValue)])
    }

    static func onboardingWentBack(from step: OnboardingStep) -> AnalyticsEvent {
        AnalyticsEvent("onboarding_went_back", properties: ["step": .string(step.rawValue)])
    }

    static let onboardingCompleted = AnalyticsEvent("onboarding_completed")
}
