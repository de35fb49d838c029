import Models
import Services
import ServicesTesting
import Testing

@Suite struct LiveSettingsServiceTests {
    @Test func readsTheSeededDefaults() async throws {
        try await LiveStack.run { stack in
            try await stack.signIn()
            #expect(try await stack.settings.settings() == SeedData.settings)
        }
    }

    @Test func replacesTheWholeSettings() async throws {
        try await LiveStack.run { stack in
            try await stack.signIn()
            let changed = SeedData.settings.with(appearance: .dark).with(emailNotifications: true).with(profileVisibility: .private)

            #expect(try await stack.settings.update(changed) == changed)
            #expect(try await stack.settings.settings() == changed)
        }
    }

    @Test func readingWhileOfflineIsOffline() async throws {
        try await LiveStack.run { stack in
            try await stack.signIn()
            try await stack.backend.setOffline(true)
            await #expect(throws: ServiceError.offline) { try await stack.settings.settings() }
        }
    }

    @Test func savingDuringMaintenanceIsMaintenanceAndChangesNothing() async throws {
        try await LiveStack.run { stack in
            try await stack.signIn()
            await stack.backend.setMaintenance(true)
            await #expect(throws: ServiceError.maintenance) {
                try await stack.settings.update(SeedData.settings.with(appearance: .light))
            }
            await stack.backend.setMaintenance(false)
            #expect(try await stack.settings.settings() == SeedData.settings)
        }
    }
}
