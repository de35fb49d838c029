import Foundation
import Logging
import Models
import Services
import ServicesTesting
import Testing

@Suite struct LiveSessionStoreTests {
    @Test func hasNoSessionWhenNoFileExists() async throws {
        try await withTemporaryDirectory { directory in
            let store = LiveSessionStore(credentials: FileCredentialStore(directory: directory), logger: .quiet)
            #expect(await store.load() == nil)
            #expect(!FileManager.default.fileExists(atPath: directory.path))
        }
    }

    @Test func aSavedSessionSurvivesARelaunch() async throws {
        try await withTemporaryDirectory { directory in
            try await LiveSessionStore(credentials: FileCredentialStore(directory: directory), logger: .quiet).save(Sessions.first)
            let relaunched = LiveSessionStore(credentials: FileCredentialStore(directory: directory), logger: .quiet)
            #expect(await relaunched.load() == Sessions.first)
        }
    }

    @Test func writesAVersionedFileWithMode0600() async throws {
        try await withTemporaryDirectory { directory in
            let credentials = FileCredentialStore(directory: directory)
            try await LiveSessionStore(credentials: credentials, logger: .quiet).save(Sessions.first)

            #expect(try permissions(of: credentials.fileURL) == 0o600)
            let file = try JSONSerialization.jsonObject(with: Data(contentsOf: credentials.fileURL)) as? [String: Any]
            #expect(file?["schemaVersion"] as? Int == 1)
        }
    }

    @Test func movesACorruptFileAsideAndStartsSignedOut() async throws {
        try await withTemporaryDirectory { directory in
            let credentials = FileCredentialStore(directory: directory)
            try credentials.write(Data("{not json".utf8))
            let log = LogCapture()

            #expect(await LiveSessionStore(credentials: credentials, logger: log.logger).load() == nil)
            let names = try fileNames(in: directory)
            #expect(names.count == 1)
            #expect(names.first?.hasPrefix("\(FileCredentialStore.defaultFileName).corrupt-") == true)
            #expect(try Data(contentsOf: directory.appendingPathComponent(names[0])) == Data("{not json".utf8))
            #expect(log.messages.count == 1)
        }
    }

    @Test func movesAFileOfANewerSchemaVersionAsideInsteadOfOverwritingIt() async throws {
        try await withTemporaryDirectory { directory in
            let credentials = FileCredentialStore(directory: directory)
            let newer = Data(#"{"schemaVersion": 2, "session": {"token": "from-the-future"}}"#.utf8)
            try credentials.write(newer)
            let store = LiveSessionStore(credentials: credentials, logger: .quiet)

            #expect(await store.load() == nil)
            try await store.save(Sessions.first)
            let movedAside = try fileNames(in: directory).filter { $0 != FileCredentialStore.defaultFileName }
            #expect(movedAside.count == 1)
            #expect(try Data(contentsOf: directory.appendingPathComponent(movedAside[0])) == newer)
        }
    }

    @Test(arguments: [
        #"{"schemaVersion": 0, "session": {}}"#,
        #"{"schemaVersion": 1, "session": {"accessToken": "a"}}"#,
        #"{"session": {}}"#,
        "",
    ])
    func movesAsideStoredBytesItCannotUse(_ contents: String) async throws {
        let credentials = FakeCredentialStore(data: Data(contents.utf8))
        #expect(await LiveSessionStore(credentials: credentials, logger: .quiet).load() == nil)
        #expect(credentials.movedAside == [Data(contents.utf8)])
        #expect(credentials.data == nil)
    }

    @Test func logsAnUnusableSessionWithoutItsTokens() async throws {
        let credentials = FakeCredentialStore(
            data: Data(#"{"schemaVersion": 9, "session": {"accessToken": "secret-access", "refreshToken": "secret-refresh"}}"#.utf8)
        )
        let log = LogCapture()
        _ = await LiveSessionStore(credentials: credentials, logger: log.logger).load()

        #expect(log.messages.count == 1)
        #expect(log.messages.allSatisfy { !$0.contains("secret") })
    }

    @Test func clearRemovesTheFile() async throws {
        try await withTemporaryDirectory { directory in
            let credentials = FileCredentialStore(directory: directory)
            let store = LiveSessionStore(credentials: credentials, logger: .quiet)
            try await store.save(Sessions.first)
            try await store.clear()

            #expect(await store.load() == nil)
            #expect(try credentials.read() == nil)
        }
    }

    @Test func aFailedWriteStillPutsTheSessionInForce() async throws {
        let credentials = FakeCredentialStore()
        let store = LiveSessionStore(credentials: credentials, logger: .quiet)
        try await store.save(Sessions.first)
        credentials.failNext(.write)

        try await store.save(Sessions.second)
        #expect(await store.load() == Sessions.second)
    }

    @Test func aFailedDeleteStillSignsOutForThisRun() async throws {
        let credentials = FakeCredentialStore()
        let store = LiveSessionStore(credentials: credentials, logger: .quiet)
        try await store.save(Sessions.first)
        credentials.failNext(.delete)

        await #expect(throws: ServiceError.storage) { try await store.clear() }
        #expect(await store.load() == nil)
    }

    @Test func aFileTooLargeToReadIsMovedAsideWholeAndTheNextSignInWritesAFreshOne() async throws {
        try await withTemporaryDirectory { directory in
            let credentials = FileCredentialStore(directory: directory)
            try plantSparseFile(for: credentials)
            let log = LogCapture()
            let store = LiveSessionStore(credentials: credentials, logger: log.logger)

            #expect(await store.load() == nil)
            let aside = try fileNames(in: directory).filter { $0 != FileCredentialStore.defaultFileName }
            #expect(aside.count == 1)
            let size = try FileManager.default.attributesOfItem(
                atPath: directory.appendingPathComponent(aside[0]).path)[.size]
            #expect(size as? Int == 8 << 30)
            #expect(log.messages.count == 1)
            #expect(log.messages.first?.contains("it is larger than 64 KiB") == true)
            try await store.save(Sessions.first)
            #expect(await LiveSessionStore(credentials: credentials, logger: .quiet).load() == Sessions.first)
        }
    }

    @Test func anUnreadableStoreCountsAsNoSessionAndIsLeftAlone() async throws {
        let stored = Data("kept".utf8)
        let credentials = FakeCredentialStore(data: stored)
        credentials.failNext(.read)

        #expect(await LiveSessionStore(credentials: credentials, logger: .quiet).load() == nil)
        #expect(credentials.data == stored)
        #expect(credentials.movedAside.isEmpty)
    }

    @Test func replaceSwapsOnlyTheExpectedSession() async throws {
        let store = LiveSessionStore(credentials: FakeCredentialStore(), logger: .quiet)
        try await store.save(Sessions.first)

        #expect(try await store.replace(Sessions.second, with: nil) == false)
        #expect(await store.load() == Sessions.first)
        #expect(try await store.replace(Sessions.first, with: Sessions.second) == true)
        #expect(await store.load() == Sessions.second)
        #expect(try await store.replace(Sessions.second, with: nil) == true)
        #expect(await store.load() == nil)
    }
}
