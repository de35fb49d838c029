import Design
import Models

/// What the app may ask of one live onboarding: its screen, its step, and the intents its screens
/// offer. Every async method returns once the work it started has finished; a move is reported
/// through `OnboardingOutput` only after it is saved.
@MainActor
public protocol OnboardingFeatureAPI: AnyObject {
    /// The current step's screen: `onboarding:<step>`.
    var screen: Screen { get }

    /// The step shown now; the app decides from it which onboarding intents are offered.
    var step: OnboardingStep { get }

    /// Counts the first screen view, when onboarding appears (after `loadProgress()` if the app
    /// asks for it); later calls do nothing.
    func start() async

    /// Moves to the step saved through the onboarding service and reports it (or reports that
    /// onboarding is already finished). A failure shows a message and leaves the step.
    func loadProgress() async

    /// `onboarding next`: saves and moves to the next step; on profileSetup the display name is
    /// checked and saved first; on complete it finishes onboarding. A failure shows a message and
    /// leaves the step. False, doing nothing, once onboarding is finished. While a move is saving,
    /// it is offered and does nothing, as a disabled button would.
    @discardableResult
    func next() async -> Bool

    /// `onboarding back`: saves and moves to the previous step; false, doing nothing, on welcome
    /// or once onboarding is finished.
    @discardableResult
    func back() async -> Bool

    /// `onboarding name VALUE`: the display name to save, checked when the user goes next; false,
    /// doing nothing, on any step but profileSetup.
    @discardableResult
    func setName(_ name: String) -> Bool
}
