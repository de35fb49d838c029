import Design

extension Command {
    /// `onboarding next`, on every step until onboarding is finished.
    public static let onboardingNext = Command(
        "onboarding next", "the next onboarding step", example: "onboarding next", offeredOn: "onboarding")
    /// `onboarding back`, on every step but welcome.
    public static let onboardingBack = Command(
        "onboarding back", "the previous onboarding step", example: "onboarding back",
        offeredOn: "onboarding, after welcome")
    /// `onboarding name VALUE`, on profileSetup.
    public static let onboardingName = Command(
        "onboarding name VALUE", "set the display name on profileSetup", example: "onboarding name Ann",
        offeredOn: "onboarding:profileSetup")
}
