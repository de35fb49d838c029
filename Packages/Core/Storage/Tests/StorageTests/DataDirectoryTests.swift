import Foundation
import Testing

@testable import Storage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

struct DataDirectoryTests {
    @Test func aMissingDirectoryIsCreatedOwnerOnlyWithItsParents() throws {
        let directory = try TemporaryDirectory()
        let data = directory.file("a/b/app-shell")
        try DataDirectory.prepare(data)
        #expect(try mode(of: data) == 0o700)
    }

    @Test func anExistingDirectoryKeepsItsFiles() throws {
        let directory = try TemporaryDirectory()
        try AtomicFile.write(Data("keep".utf8), to: directory.file("keep.json"))
        try DataDirectory.prepare(directory.url)
        #expect(directory.contents == ["keep.json"])
    }

    /// Where another local user could write, they could plant a session signed in to their
    /// account; the directory the user gave is narrowed as it is used.
    @Test(arguments: [0o777, 0o755, 0o750, 0o711, 0o1777])
    func anExistingDirectoryOfTheUserIsNarrowedToTheOwnerOnly(permissions: Int) throws {
        let directory = try TemporaryDirectory()
        let data = directory.file("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: false)
        chmod(data.path, mode_t(permissions))
        try DataDirectory.prepare(data)
        #expect(try mode(of: data) == 0o700)
    }

    @Test(.enabled(if: geteuid() == 0, "only root can give a directory to another user"))
    func aDirectoryOfAnotherUserIsRefusedAndLeftAsItIs() throws {
        let directory = try TemporaryDirectory()
        let data = directory.file("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: false)
        chmod(data.path, 0o777)
        chown(data.path, anotherUser, anotherUser)
        #expect(
            throws: StorageError(
                operation: "use", file: "data", reason: "it belongs to another user (uid 4242)")
        ) {
            try DataDirectory.prepare(data)
        }
        #expect(try mode(of: data) == 0o777)
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
        #expect(throws: StorageError(
                operation: "create", file: name, reason: "File name too long", errorNumber: ENAMETOOLONG)) {
            try DataDirectory.prepare(directory.file(name))
        }
    }
}

/// What another local user may have put in a data directory: nothing in it is trusted that they
/// own or could have written.
struct DataDirectoryEntryTests {
    private func dataDirectory() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try DataDirectory.prepare(directory.url)
        try AtomicFile.write(Data("{}".utf8), to: directory.file("session.json"))
        try DataDirectory.prepareOwned(directory.file("analytics"), now: Date())
        try AtomicFile.write(Data("{}".utf8), to: directory.file("analytics/event-1.json"))
        return directory
    }

    @Test func theFilesTheAppWritesAreTrusted() throws {
        let directory = try dataDirectory()
        try FileManager.default.createSymbolicLink(
            atPath: directory.file("link").path, withDestinationPath: "/etc/passwd")
        try DataDirectory.checkEntries(of: directory.url)
    }

    @Test(arguments: [
        ("session.json", 0o666, "others may write it (mode 666)"),
        ("session.json", 0o620, "its group may write it (mode 620)"),
        ("analytics/event-1.json", 0o602, "others may write it (mode 602)"),
        ("analytics", 0o770, "its group may write it (mode 770)"),
    ])
    func anEntryOthersMayWriteIsRefused(name: String, mode: Int, reason: String) throws {
        let directory = try dataDirectory()
        chmod(directory.file(name).path, mode_t(mode))
        #expect(throws: StorageError(operation: "trust", file: name, reason: reason)) {
            try DataDirectory.checkEntries(of: directory.url)
        }
    }

    @Test(
        .enabled(if: geteuid() == 0, "only root can give a file to another user"),
        arguments: ["session.json", "analytics/event-1.json", "analytics", "planted"])
    func anEntryOfAnotherUserIsRefused(name: String) throws {
        let directory = try dataDirectory()
        if name == "planted" {
            try FileManager.default.createSymbolicLink(
                atPath: directory.file(name).path, withDestinationPath: "session.json")
        }
        lchown(directory.file(name).path, anotherUser, anotherUser)
        #expect(
            throws: StorageError(
                operation: "trust", file: name, reason: "it belongs to another user (uid 4242)")
        ) {
            try DataDirectory.checkEntries(of: directory.url)
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

/// A user ID no account on a test machine has.
private let anotherUser: uid_t = 4242
