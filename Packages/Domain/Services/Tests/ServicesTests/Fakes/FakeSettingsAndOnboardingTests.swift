import Models
import Services
import ServicesTesting
import Testing

@Suite struct FakeSettingsAndOnboardingTests {
    @Test func settingsStartAtTheBackendDefaultsAndKeepUpdates() async throws {
        let settings = FakeSettingsService.seeded()
        let dark = SeedData.settings.with(appearance: .dark)

        #expect(try await settings.update(dark) == dark)
        #expect(try await settings.settings() == dark)
    }

    @Test func settingsThatWereNotSetUpSaySo() async throws {
        await #expect(throws: ServiceError.self) { try await FakeSettingsService().settings() }
    }

    @Test func onboardingStartsANewbieAtWelcomeAndSavesSteps() async throws {
        let onboarding = FakeOnboardingService.seeded()

        #expect(try await onboarding.progress() == OnboardingProgress(step: .welcome, completed: false))
        #expect(try await onboarding.save(step: .permissions).step == .permissions)
        #expect(try await onboarding.complete() == OnboardingProgress(step: .complete, completed: true))
        #expect(onboarding.calls == [.progress, .save(step: .permissions), .complete])
    }

    @Test func onboardingThatWasNotSetUpSaysSo() async throws {
        await #expect(throws: ServiceError.self) { try await FakeOnboardingService().progress() }
    }

    @Test func theSessionStoreReplacesOnlyTheExpectedSession() async throws {
        let store = FakeSessionStore(session: Sessions.first)

        #expect(try await store.replace(Sessions.second, with: nil) == false)
        #expect(try await store.replace(Sessions.first, with: Sessions.second) == true)
        #expect(await store.load() == Sessions.second)
    }

    @Test func theSessionStoreCanBeMadeToFailASave() async throws {
        let store = FakeSessionStore()
        store.failNext(.save, with: .storage)

        await #expect(throws: ServiceError.storage) { try await store.save(Sessions.first) }
        #expect(await store.session == nil)
    }
}
