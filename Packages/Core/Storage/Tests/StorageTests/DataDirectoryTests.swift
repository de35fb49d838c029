import Foundation
import Testing

@testable import Storage

struct DataDirectoryTests {
    @Test func aMissingDirectoryIsCreatedOwnerOnlyWithItsParents() throws {
        let directory = try TemporaryDirectory()
        let data = directory.file("a/b/app-shell")
        try DataDirectory.prepare(data)
        #expect(try mode(of: data) == 0o700)
    }

    @Test func anExistingDirectoryIsLeftAsItIs() throws {
        let directory = try TemporaryDirectory()
        try AtomicFile.write(Data("keep".utf8), to: directory.file("keep.json"))
        try DataDirectory.prepare(directory.url)
        #expect(directory.contents == ["keep.json"])
    }

    @Test func aFileInTheWayIsAClearError() throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("data")
        try AtomicFile.write(Data("x".utf8), to: file)
        #expect(throws: StorageError(operation: "use", file: "data", reason: "it is not a directory")) {
            try DataDirectory.prepare(file)
        }
    }

    @Test func aDirectoryThatCannotBeCreatedGivesTheSystemsReasonInOneLine() throws {
        let directory = try TemporaryDirectory()
        let name = String(repeating: "d", count: 300)
        #expect(throws: StorageError(operation: "create", file: name, reason: "File name too long")) {
            try DataDirectory.prepare(directory.file(name))
        }
    }
}

struct OwnedDirectoryTests {
    @Test func aMissingDirectoryIsCreatedOwnerOnly() throws {
        let directory = try TemporaryDirectory()
        let owned = directory.file("data/analytics")
        try DataDirectory.prepareOwned(owned)
        #expect(try mode(of: owned) == 0o700)
    }

    @Test func anExistingDirectoryIsNarrowedAndKeepsItsFiles() throws {
        let directory = try TemporaryDirectory()
        let owned = directory.file("analytics")
        try FileManager.default.createDirectory(
            at: owned, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o755])
        try AtomicFile.write(Data("keep".utf8), to: owned.appendingPathComponent("event-1.json"))
        #expect(try mode(of: owned) == 0o755)
        try DataDirectory.prepareOwned(owned)
        #expect(try mode(of: owned) == 0o700)
        #expect(try AtomicFile.read(owned.appendingPathComponent("event-1.json")) == Data("keep".utf8))
    }

    @Test func aFileInTheWayIsAClearError() throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("analytics")
        try AtomicFile.write(Data("x".utf8), to: file)
        #expect(throws: StorageError(operation: "use", file: "analytics", reason: "it is not a directory")) {
            try DataDirectory.prepareOwned(file)
        }
        #expect(try mode(of: file) == 0o600)
    }
}

struct SynchronizeTests {
    @Test func anExistingDirectoryIsFlushed() throws {
        let directory = try TemporaryDirectory()
        try DataDirectory.synchronize(directory.url)
    }

    @Test func aMissingDirectoryIsAnErrorNamingIt() throws {
        let directory = try TemporaryDirectory()
        #expect {
            try DataDirectory.synchronize(directory.file("missing"))
        } throws: { error in
            (error as? StorageError)?.operation == "open" && (error as? StorageError)?.file == "missing"
        }
    }
}
