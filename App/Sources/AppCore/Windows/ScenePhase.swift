/// Where a window is in its lifecycle, as on Apple platforms.
public enum ScenePhase: String, Sendable, CaseIterable {
    /// In the foreground and interactive.
    case active
    /// In the foreground but should pause work.
    case inactive
    /// Not visible; the app may be terminated.
    case background

    /// The app's phase given its windows': active if any window is, background only if all are.
    public static func aggregate<Phases: Sequence>(_ phases: Phases) -> ScenePhase
    where Phases.Element == ScenePhase {
        var sawAny = false
        var allBackground = true
        for phase in phases {
            if phase == .active { return .active }
            sawAny = true
            allBackground = allBackground && phase == .background
        }
        return sawAny && allBackground ? .background : .inactive
    }
}
