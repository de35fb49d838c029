/// The latest valid deep link that arrived while nobody was signed in, kept until sign-in and
/// onboarding are done.
struct PendingLink {
    /// The link as typed, for events.
    let text: String
    let link: DeepLink
    /// The window it asked for; nil for the focused one.
    let window: WindowID?
}
