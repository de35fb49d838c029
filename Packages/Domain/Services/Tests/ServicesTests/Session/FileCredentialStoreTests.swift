import Foundation
import Services
import Testing

@Suite struct FileCredentialStoreTests {
    @Test func readsNothingWhenNoFileExists() async throws {
        try await withTemporaryDirectory { directory in
            let data = try FileCredentialStore(directory: directory).read()
            #expect(data == nil)
        }
    }

    @Test func readsBackWhatItWrote() async throws {
        try await withTemporaryDirectory { directory in
            let store = FileCredentialStore(directory: directory)
            try store.write(Data("secret".utf8))
            #expect(try store.read() == Data("secret".utf8))
        }
    }

    @Test func writesTheFileWithMode0600InADirectoryWithMode0700() async throws {
        try await withTemporaryDirectory { directory in
            let store = FileCredentialStore(directory: directory)
            try store.write(Data("secret".utf8))
            #expect(try permissions(of: store.fileURL) == 0o600)
            #expect(try permissions(of: directory) == 0o700)
        }
    }

    @Test func keepsMode0600WhenItReplacesTheFile() async throws {
        try await withTemporaryDirectory { directory in
            let store = FileCredentialStore(directory: directory)
            try store.write(Data("first".utf8))
            try store.write(Data("second".utf8))
            #expect(try permissions(of: store.fileURL) == 0o600)
            #expect(try fileNames(in: directory) == [FileCredentialStore.defaultFileName])
        }
    }

    @Test func deleteRemovesTheFileAndToleratesAMissingOne() async throws {
        try await withTemporaryDirectory { directory in
            let store = FileCredentialStore(directory: directory)
            try store.write(Data("secret".utf8))
            try store.delete()
            try store.delete()
            #expect(try store.read() == nil)
        }
    }

    @Test func movesTheFileAsideWithoutReplacingAnEarlierOne() async throws {
        try await withTemporaryDirectory { directory in
            let store = FileCredentialStore(directory: directory, now: { Date(timeIntervalSince1970: 1_800_000_000) })
            try store.write(Data("first".utf8))
            let first = try store.moveAside()
            try store.write(Data("second".utf8))
            let second = try store.moveAside()

            #expect(first != second)
            #expect(try store.read() == nil)
            #expect(try Data(contentsOf: directory.appendingPathComponent(first)) == Data("first".utf8))
            #expect(try Data(contentsOf: directory.appendingPathComponent(second)) == Data("second".utf8))
        }
    }

    @Test func findsAFileLargerThanItsLimitUnusableWithoutReadingIt() async throws {
        try await withTemporaryDirectory { directory in
            let store = FileCredentialStore(directory: directory)
            try plantSparseFile(for: store)

            let error = #expect(throws: CredentialStoreError.self) { try store.read() }
            #expect(error?.description == "session.json: it is larger than 64 KiB, the most it may hold")
            #expect(error?.isUnusable == true)
        }
    }

    @Test func findsASymbolicLinkUnusableWithoutFollowingIt() async throws {
        try await withTemporaryDirectory { directory in
            let store = FileCredentialStore(directory: directory)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(at: store.fileURL, withDestinationURL: directory)

            let error = #expect(throws: CredentialStoreError.self) { try store.read() }
            #expect(error?.description == "session.json: it is a symbolic link, which is never followed")
            #expect(error?.isUnusable == true)
        }
    }

    @Test func readsAFileOfExactlyItsLimit() async throws {
        try await withTemporaryDirectory { directory in
            let store = FileCredentialStore(directory: directory)
            let largest = Data(repeating: 0x61, count: FileCredentialStore.byteLimit)
            try store.write(largest)
            #expect(try store.read() == largest)
        }
    }

    @Test func reportsAWriteItCannotMakeWithoutQuotingTheContents() async throws {
        try await withTemporaryDirectory { directory in
            try Data().write(to: directory)
            let store = FileCredentialStore(directory: directory)
            let error = #expect(throws: CredentialStoreError.self) { try store.write(Data("secret".utf8)) }
            #expect(error?.description.contains("secret") == false)
        }
    }
}
