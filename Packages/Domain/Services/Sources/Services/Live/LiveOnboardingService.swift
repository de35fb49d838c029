import Models
import Networking
import Tracing

/// The live ``OnboardingService``.
public actor LiveOnboardingService: OnboardingService {
    private let client: any HTTPClient
    private let tracer: any Tracer

    /// A service over the app's authenticated client.
    public init(client: any HTTPClient, tracer: any Tracer = InstrumentationSystem.tracer) {
        self.client = client
        self.tracer = tracer
    }

    public func progress() async throws(ServiceError) -> OnboardingProgress {
        try await client.request(APIEndpoints.onboarding(), tracer: tracer)
    }

    public func save(step: OnboardingStep) async throws(ServiceError) -> OnboardingProgress {
        try await client.request(APIEndpoints.saveOnboarding(step: step), tracer: tracer)
    }

    public func complete() async throws(ServiceError) -> OnboardingProgress {
        try await client.request(APIEndpoints.completeOnboarding(), tracer: tracer)
    }
}
