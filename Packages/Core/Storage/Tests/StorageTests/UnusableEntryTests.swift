import Foundation
import Testing

@testable import Storage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Entries where a file should be that are not one: never followed, never waited on, and
/// refused in one short line.
struct UnusableEntryTests {
    @Test func readingASymbolicLinkIsRefusedWithoutFollowingIt() throws {
        let directory = try TemporaryDirectory()
        let target = try LinkTarget()
        try FileManager.default.createSymbolicLink(
            at: directory.file("session.json"), withDestinationURL: target.file)
        #expect(
            throws: StorageError(
                operation: "read", file: "session.json",
                reason: "it is a symbolic link, which is never followed")
        ) {
            try AtomicFile.read(directory.file("session.json"))
        }
        #expect(target.isUntouched)
    }

    @Test func readingAPipeIsRefusedAtOnce() throws {
        let directory = try TemporaryDirectory()
        #expect(mkfifo(directory.file("event-1.json").path, 0o600) == 0)
        #expect(
            throws: StorageError(operation: "read", file: "event-1.json", reason: "it is not a regular file")
        ) {
            try AtomicFile.read(directory.file("event-1.json"))
        }
    }

    @Test func readingADirectoryIsOneShortLine() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(
            at: directory.file("scenes.json"), withIntermediateDirectories: false)
        #expect(throws: StorageError(operation: "read", file: "scenes.json", reason: "it is a directory")) {
            try AtomicFile.read(directory.file("scenes.json"))
        }
    }

    @Test func aWriteReplacesASymbolicLinkAndLeavesItsTargetAlone() throws {
        let directory = try TemporaryDirectory()
        let target = try LinkTarget()
        try FileManager.default.createSymbolicLink(
            at: directory.file("scenes.json"), withDestinationURL: target.file)
        try AtomicFile.write(Data("new".utf8), to: directory.file("scenes.json"))
        #expect(AtomicFile.refusal(at: directory.file("scenes.json")) == nil)
        #expect(try AtomicFile.read(directory.file("scenes.json")) == Data("new".utf8))
        #expect(target.isUntouched)
    }

    @Test func listingSomethingThatIsNotADirectoryIsTheSystemsReasonInOneLine() throws {
        let directory = try TemporaryDirectory()
        try AtomicFile.write(Data("x".utf8), to: directory.file("analytics"))
        let notADirectory = StorageError(
            operation: "list", file: "analytics", reason: "Not a directory", errorNumber: ENOTDIR)
        #expect(throws: notADirectory) {
            try AtomicFile.removeLeftovers(in: directory.file("analytics"))
        }
    }
}
