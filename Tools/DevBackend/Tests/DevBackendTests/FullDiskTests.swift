import Foundation
import Storage
import Testing

@testable import DevBackend

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A change the backend cannot save because its disk is full is answered 507, so the app can say
/// the disk is full (with the embedded backend, the disk is the user's), not that something went
/// wrong on the server's side. The app through a real full disk: `FullDiskRunTests` (FaultTests).
struct FullDiskTests {
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
    func aChangeAFullDiskCannotHoldIsAnswered507() throws {
        let descriptor = open("/dev/full", O_WRONLY | O_CLOEXEC)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let url = URL(fileURLWithPath: "/data/dev-backend.json")
        let written = write(descriptor, "x", 1)
        let failure = StorageError.system("write", url)
        #expect(written == -1)
        let answer = APIError.cannotSave(failure)
        #expect(answer.status == 507)
        #expect(answer.code == "insufficient_storage")
        #expect(answer.message.contains("disk is full"))
    }

    @Test func anotherFailureToSaveIsStill500() {
        let failure = StorageError(
            operation: "write", file: "x", reason: "Input/output error", errorNumber: EIO)
        #expect(APIError.cannotSave(failure) == .storageFailed())
        #expect(APIError.cannotSave(CocoaError(.fileWriteUnknown)) == .storageFailed())
    }
}
