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
    let now = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func aMissingDirectoryIsCreatedOwnerOnly() throws {
        let directory = try TemporaryDirectory()
        let owned = directory.file("data/analytics")
        try DataDirectory.prepareOwned(owned, now: now)
        #expect(try mode(of: owned) == 0o700)
    }

    @Test func anExistingDirectoryIsNarrowedAndKeepsItsFiles() throws {
        let directory = try TemporaryDirectory()
        let owned = directory.file("analytics")
        try FileManager.default.createDirectory(
            at: owned, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o755])
        try AtomicFile.write(Data("keep".utf8), to: owned.appendingPathComponent("event-1.json"))
        #expect(try mode(of: owned) == 0o755)
        try DataDirectory.prepareOwned(owned, now: now)
        #expect(try mode(of: owned) == 0o700)
        #expect(try AtomicFile.read(owned.appendingPathComponent("event-1.json")) == Data("keep".utf8))
    }

    @Test func aFileInItsPlaceIsMovedAsideForAFreshDirectory() throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("analytics")
        try AtomicFile.write(Data("x".utf8), to: file)
        let moved = try DataDirectory.prepareOwned(file, now: now)
        #expect(moved?.lastPathComponent == "analytics.corrupt-1700000000")
        #expect(try AtomicFile.read(directory.file("analytics.corrupt-1700000000")) == Data("x".utf8))
        #expect(try mode(of: file) == 0o700)
        #expect(try FileManager.default.contentsOfDirectory(atPath: file.path).isEmpty)
    }

    @Test func aSymbolicLinkInItsPlaceIsMovedAsideAndItsTargetIsUntouched() throws {
        let directory = try TemporaryDirectory()
        let target = try LinkTarget()
        // A leftover-shaped name in the target: following the link would delete it.
        let leftover = target.directory.file(".event-1.json.\(UUID().uuidString).tmp")
        try Data("x".utf8).write(to: leftover)
        let owned = directory.file("analytics")
        try FileManager.default.createSymbolicLink(at: owned, withDestinationURL: target.directory.url)
        let moved = try DataDirectory.prepareOwned(owned, now: now)
        try AtomicFile.removeLeftovers(in: owned)
        #expect(moved?.lastPathComponent == "analytics.corrupt-1700000000")
        #expect(AtomicFile.refusal(at: owned) == "it is a directory")
        #expect(try mode(of: target.directory.url) == 0o755)
        #expect(target.directory.contents == [leftover.lastPathComponent, "outside.json"])
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
