import DevBackend
import Foundation
import Models
import Networking
import Services
import ServicesTesting
import Testing

/// A full disk never ends a session: a refresh the backend granted stays in force in memory, the
/// user is told once that it could not be saved, and it is saved as soon as there is room. Only a
/// refused refresh ends a session (docs/security.md).
@Suite struct FullDiskTests {
    @Test func aRefreshOnAFullDiskKeepsTheRenewedSessionAndSavesItOnceThereIsRoom() async throws {
        try await LiveStack.run { (stack: LiveStack) async throws in
            try await stack.signIn()
            let stored = try #require(try stack.credentials.read())
            stack.disk.isFull = true

            // Two refreshes on the full disk: the second spends the refresh token the first got,
            // which only memory holds.
            for _ in 1...2 {
                try await stack.backend.expireAccessTokens()
                #expect(try await stack.profiles.ownProfile().userId == SeedData.alice.id)
            }
            #expect(await stack.backend.requestCount(.refresh) == 2)
            #expect(await stack.expiries.count == 0)
            #expect(await stack.unsaved.errors == [.diskFull])
            #expect(try stack.credentials.read() == stored)
            let inForce = try #require(await stack.sessionStore.load())

            stack.disk.isFull = false
            _ = try await stack.settings.settings()
            let relaunched = LiveSessionStore(credentials: stack.credentials, logger: .quiet)
            #expect(await relaunched.load() == inForce)
            #expect(await stack.unsaved.errors == [.diskFull])
        }
    }

    @Test func aSignInOnAFullDiskSignsInAndTellsOnce() async throws {
        try await LiveStack.run { (stack: LiveStack) async throws in
            stack.disk.isFull = true
            #expect(try await stack.signIn() == SeedData.alice)
            #expect(try await stack.profiles.ownProfile().userId == SeedData.alice.id)
            #expect(await stack.unsaved.errors == [.diskFull])
            #expect(try stack.credentials.read() == nil)
        }
    }
}

@Suite struct UnsavedSessionTests {
    private let now = Date(timeIntervalSince1970: 1_767_323_045)

    private func session(_ token: String) -> Session {
        Session(accessToken: "access-\(token)", refreshToken: "refresh-\(token)", expiresAt: now)
    }

    @Test func aSessionTheDiskCannotHoldIsInForceToldOnceAndStoredAtTheNextRead() async throws {
        try await withTemporaryDirectory { directory in
            let disk = FullDiskCredentialStore(wrapping: FileCredentialStore(directory: directory))
            let reports = Reports()
            let store = LiveSessionStore(credentials: disk, logger: .quiet) { await reports.record($0) }
            try await store.save(session("1"))
            disk.isFull = true
            try await store.save(session("2"))
            try await store.save(session("3"))
            #expect(await store.load() == session("3"))
            #expect(await reports.errors == [.diskFull])
            #expect(await LiveSessionStore(credentials: disk, logger: .quiet).load() == session("1"))

            disk.isFull = false
            #expect(await store.load() == session("3"))
            #expect(await LiveSessionStore(credentials: disk, logger: .quiet).load() == session("3"))
        }
    }

    @Test func aFlushStoresASessionKeptInMemory() async throws {
        try await withTemporaryDirectory { directory in
            let disk = FullDiskCredentialStore(wrapping: FileCredentialStore(directory: directory))
            let store = LiveSessionStore(credentials: disk, logger: .quiet)
            disk.isFull = true
            try await store.save(session("1"))
            disk.isFull = false
            await store.flush()
            #expect(await LiveSessionStore(credentials: disk, logger: .quiet).load() == session("1"))
        }
    }

    @Test func aFailureOtherThanAFullDiskIsToldAsStorage() async throws {
        let credentials = FakeCredentialStore()
        let reports = Reports()
        let store = LiveSessionStore(credentials: credentials, logger: .quiet) { await reports.record($0) }
        credentials.failNext(.write)
        try await store.save(session("1"))
        #expect(await store.load() == session("1"))
        #expect(await reports.errors == [.storage])
        // Stored at that read.
        #expect(credentials.data != nil)
    }

    @Test func aSignOutDropsASessionKeptInMemory() async throws {
        try await withTemporaryDirectory { directory in
            let disk = FullDiskCredentialStore(wrapping: FileCredentialStore(directory: directory))
            let store = LiveSessionStore(credentials: disk, logger: .quiet)
            disk.isFull = true
            try await store.save(session("1"))
            try await store.clear()
            disk.isFull = false
            await store.flush()
            #expect(await store.load() == nil)
            #expect(try disk.read() == nil)
        }
    }
}
