import Foundation
import Testing

@testable import Storage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A full disk is told apart from other failures, so its owner can say so and try again later.
struct OutOfSpaceTests {
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
    func aWriteToAFullDiskIsOutOfSpaceInTheSystemsWords() throws {
        let descriptor = open("/dev/full", O_WRONLY | O_CLOEXEC)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        // Made first: making a file URL may look the path up, and errno with it.
        let url = URL(fileURLWithPath: "/data/session.json")
        let written = write(descriptor, "x", 1)
        let error = StorageError.system("write", url)
        #expect(written == -1)
        #expect(error.isOutOfSpace)
        #expect(error.description == "could not write session.json: No space left on device")
    }

    @Test func anotherFailureIsNotOutOfSpace() throws {
        let directory = try TemporaryDirectory()
        #expect {
            try AtomicFile.write(Data("x".utf8), to: directory.file("missing/session.json"))
        } throws: { error in
            (error as? StorageError)?.errorNumber == ENOENT && (error as? StorageError)?.isOutOfSpace == false
        }
    }
}
