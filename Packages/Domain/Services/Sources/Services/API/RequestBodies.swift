import Models

struct RefreshRequest: Encodable, Sendable {
    let refreshToken: String
}

/// `ProfileUpdate` in the API document: a nil field is left out, so the backend keeps it.
struct ProfileUpdate: Encodable, Sendable {
    let name: String?
    let bio: String?
}

struct OnboardingUpdate: Encodable, Sendable {
    let step: OnboardingStep
}
