import Models
import Networking

/// The live ``OnboardingService``.
public actor LiveOnboardingService: OnboardingService {
    private let client: any HTTPClient

    /// A service over the app's authenticated client.
    public init(client: any HTTPClient) {
        self.client = client
    }

    public func progress() async throws(ServiceError) -> OnboardingProgress {
        try await client.request(APIEndpoints.onboarding())
    }

    public func save(step: OnboardingStep) async throws(ServiceError) -> OnboardingProgress {
        try await client.request(APIEndpoints.saveOnboarding(step: step))
    }

    public func complete() async throws(ServiceError) -> OnboardingProgress {
        try await client.request(APIEndpoints.completeOnboarding())
    }
}
