/// Where a window is in its lifecycle, as on Apple platforms.
public enum ScenePhase: String, Sendable, CaseIterable {
    case active
    case inactive
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
