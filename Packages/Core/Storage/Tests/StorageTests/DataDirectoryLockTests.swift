import Foundation
import Testing

@testable import Storage

/// Two locks in one process conflict as two processes' do: `flock` locks belong to the open
/// file, not to the process.
struct DataDirectoryLockTests {
    @Test func aSecondHolderIsRefusedAndToldTheFirstOnesProcessID() throws {
        let directory = try TemporaryDirectory()
        let first = try DataDirectoryLock(directory.url)
        #expect(throws: DataDirectoryLock.Failure.held(byProcess: getpid())) {
            try DataDirectoryLock(directory.url)
        }
        withExtendedLifetime(first) {}
    }

    @Test func theDirectoryIsFreeOnceItsHolderIsGone() throws {
        let directory = try TemporaryDirectory()
        var first: DataDirectoryLock? = try DataDirectoryLock(directory.url)
        #expect(first != nil)
        first = nil
        _ = try DataDirectoryLock(directory.url)
    }

    @Test func twoDirectoriesAreHeldIndependently() throws {
        let one = try TemporaryDirectory()
        let other = try TemporaryDirectory()
        let first = try DataDirectoryLock(one.url)
        let second = try DataDirectoryLock(other.url)
        withExtendedLifetime((first, second)) {}
    }

    @Test func theLockFileIsOwnerOnlyAndNamesTheHolder() throws {
        let directory = try TemporaryDirectory()
        let lock = try DataDirectoryLock(directory.url)
        let file = directory.file(DataDirectoryLock.fileName)
        #expect(try mode(of: file) == 0o600)
        #expect(try AtomicFile.read(file) == Data("\(getpid())\n".utf8))
        withExtendedLifetime(lock) {}
    }

    @Test func aProcessIDLeftByAHolderThatDiedIsReplaced() throws {
        let directory = try TemporaryDirectory()
        try Data("999999999\n".utf8).write(to: directory.file(DataDirectoryLock.fileName))
        let lock = try DataDirectoryLock(directory.url)
        #expect(try AtomicFile.read(directory.file(DataDirectoryLock.fileName)) == Data("\(getpid())\n".utf8))
        withExtendedLifetime(lock) {}
    }

    @Test func aSymbolicLinkAsTheLockFileIsRefusedAndNotFollowed() throws {
        let directory = try TemporaryDirectory()
        let target = try LinkTarget()
        try FileManager.default.createSymbolicLink(
            at: directory.file(DataDirectoryLock.fileName), withDestinationURL: target.file)
        #expect(
            throws: DataDirectoryLock.Failure.unusable(
                StorageError(
                    operation: "open", file: "lock", reason: "it is a symbolic link, which is never followed")
            )
        ) {
            try DataDirectoryLock(directory.url)
        }
        #expect(target.isUntouched)
    }

    @Test func aMissingDirectoryIsUnusable() throws {
        let directory = try TemporaryDirectory()
        #expect(
            throws: DataDirectoryLock.Failure.unusable(
                StorageError(operation: "open", file: "lock", reason: "No such file or directory"))
        ) {
            try DataDirectoryLock(directory.file("missing"))
        }
    }
}
