import Models
import ServicesTesting
import Testing

@Test func fakeReportsItsSeededStep() async throws {
    #expect(try await FakeOnboardingService(step: .permissions).currentStep() == .permissions)
}
