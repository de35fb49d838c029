import Models
import Services
import ServicesTesting
import Testing

@Suite struct FakeScriptingTests {
    @Test func failNextFailsOnlyTheNextCall() async throws {
        let settings = FakeSettingsService.seeded()
        settings.failNext(.settings, with: .offline)

        await #expect(throws: ServiceError.offline) { try await settings.settings() }
        #expect(try await settings.settings() == SeedData.settings)
    }

    @Test func failuresQueueUpInOrder() async throws {
        let settings = FakeSettingsService.seeded()
        settings.failNext(.settings, with: .offline)
        settings.failNext(.settings, with: .timeout)

        await #expect(throws: ServiceError.offline) { try await settings.settings() }
        await #expect(throws: ServiceError.timeout) { try await settings.settings() }
        #expect(try await settings.settings() == SeedData.settings)
    }

    @Test func failAllFailsEveryCallUntilStopped() async throws {
        let settings = FakeSettingsService.seeded()
        settings.failAll(.settings, with: .maintenance)

        await #expect(throws: ServiceError.maintenance) { try await settings.settings() }
        await #expect(throws: ServiceError.maintenance) { try await settings.settings() }
        settings.stopFailing(.settings)
        #expect(try await settings.settings() == SeedData.settings)
    }

    @Test func aFailureOfOneMethodLeavesTheOthersAlone() async throws {
        let settings = FakeSettingsService.seeded()
        settings.failAll(.update, with: .offline)

        #expect(try await settings.settings() == SeedData.settings)
    }

    @Test func aFailedCallChangesNothing() async throws {
        let settings = FakeSettingsService.seeded()
        settings.failNext(.update, with: .offline)

        await #expect(throws: ServiceError.offline) { try await settings.update(SeedData.settings.with(appearance: .dark)) }
        #expect(await settings.current == SeedData.settings)
    }

    @Test func recordsEveryCallInOrder() async throws {
        let settings = FakeSettingsService.seeded()
        let dark = SeedData.settings.with(appearance: .dark)
        _ = try await settings.settings()
        _ = try await settings.update(dark)

        #expect(settings.calls == [.settings, .update(dark)])
    }

    @Test func aSuspendedCallWaitsUntilResumed() async throws {
        let settings = FakeSettingsService.seeded()
        let suspension = settings.suspendNext(.settings)
        let call = Task { try await settings.settings() }

        await suspension.waitUntilHeld()
        suspension.resume()
        #expect(try await call.value == SeedData.settings)
        #expect(await suspension.waitForOutcome() == .resumed)
    }

    @Test func aCancelledCallerStopsWaitingWithCancelled() async throws {
        let settings = FakeSettingsService.seeded()
        let suspension = settings.suspendNext(.settings)
        let call = Task { try await settings.settings() }

        await suspension.waitUntilHeld()
        call.cancel()
        await #expect(throws: ServiceError.cancelled) { try await call.value }
        #expect(await suspension.waitForOutcome() == .cancelled)
    }

    @Test func aCallerCancelledBeforeArrivingIsNotHeld() async throws {
        let settings = FakeSettingsService.seeded()
        let suspension = settings.suspendNext(.settings)
        let call = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await settings.settings()
        }

        await #expect(throws: ServiceError.cancelled) { try await call.value }
        #expect(await suspension.waitForOutcome() == .cancelled)
    }

    @Test func aSuspensionResumedEarlyLetsTheCallThrough() async throws {
        let settings = FakeSettingsService.seeded()
        let suspension = settings.suspendNext(.settings)
        suspension.resume()

        #expect(try await settings.settings() == SeedData.settings)
    }

    @Test func aSuspensionHoldsOnlyOneCall() async throws {
        let settings = FakeSettingsService.seeded()
        let suspension = settings.suspendNext(.settings)
        let held = Task { try await settings.settings() }
        await suspension.waitUntilHeld()

        #expect(try await settings.settings() == SeedData.settings)
        suspension.resume()
        _ = try await held.value
    }

    @Test func aHeldCallThenMeetsAScriptedFailure() async throws {
        let settings = FakeSettingsService.seeded()
        let suspension = settings.suspendNext(.settings)
        settings.failNext(.settings, with: .timeout)
        let call = Task { try await settings.settings() }

        await suspension.waitUntilHeld()
        suspension.resume()
        await #expect(throws: ServiceError.timeout) { try await call.value }
    }
}
