import Design
import Models

/// What the app may ask of one live onboarding: its screen, its step, and the intents its screens
/// offer. Every async method returns once the work it started has finished; a move is reported
/// through `OnboardingOutput` only after it is saved.
@MainActor
public protocol OnboardingFeatureAPI: AnyObject {
    /// The current step's screen: `onboarding:<step>`.
    var screen: Screen { get }

    /// The step shown.
    var step: OnboardingStep { get }

    /// Counts the first screen view, when onboarding appears (after `loadProgress()` if the app
    /// asks for it); later calls do nothing.
    func start() async

    /// Moves to the step saved through the onboarding service and reports it (or reports that
    /// onboarding is already finished). A failure shows a message and leaves the step.
    func loadProgress() async

    /// `onboarding next`: saves and moves to the next step; on profileSetup the display name is
    /// checked and saved first; on complete it finishes onboarding. A failure shows a message and
    /// leaves the step.
    func next() async

    /// `onboarding back`: saves and moves to the previous step; nothing happens on welcome.
    func back() async

    /// `onboarding name VALUE`: the display name to save, on profileSetup only; it is checked when
    /// the user goes next.
    func setName(_ name: String)
}
