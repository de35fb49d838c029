import Foundation
import Testing

@testable import Storage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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

    /// A process that starts another shares its open files with the child until the child runs
    /// its program, so a lock that merely closed its file stayed held by that copy (the root
    /// suite, which starts app-shell processes while other tests relaunch the app in process,
    /// saw a relaunch refused once).
    @Test func theDirectoryIsFreeOnceItsHolderIsGoneEvenWhileACopyOfItsFileIsOpen() throws {
        let directory = try TemporaryDirectory()
        var first: DataDirectoryLock? = try DataDirectoryLock(directory.url)
        let childsCopy = dup(try #require(descriptor(of: directory.file(DataDirectoryLock.fileName))))
        defer { close(childsCopy) }
        #expect(childsCopy >= 0 && first != nil)
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
                StorageError(
                    operation: "open", file: "lock", reason: "No such file or directory", errorNumber: ENOENT))
        ) {
            try DataDirectoryLock(directory.file("missing"))
        }
    }
}

/// This process's open descriptor of `file`, found by its device and inode among those `/dev/fd`
/// lists (the open ones only: the descriptor limit may be a billion).
private func descriptor(of file: URL) -> Int32? {
    var wanted = stat()
    guard stat(file.path, &wanted) == 0,
        let names = try? FileManager.default.contentsOfDirectory(atPath: "/dev/fd")
    else { return nil }
    return names.compactMap { Int32($0) }.first { candidate in
        var status = stat()
        guard fstat(candidate, &status) == 0 else { return false }
        return status.st_dev == wanted.st_dev && status.st_ino == wanted.st_ino
    }
}
