import AppCore

/// The name scripts see for an app state.
public func stateName(_ state: AppState) -> String {
    switch state {
    case .loading: "loading"
    case .unauthenticated: "unauthenticated"
    case .onboarding(let step): "onboarding:\(step.rawValue)"
    }
}
