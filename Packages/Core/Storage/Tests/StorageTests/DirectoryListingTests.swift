import Foundation
import Testing

@testable import Storage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

struct DirectoryListingTests {
    let now = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func namesAreListedAsTheyAre() throws {
        let directory = try TemporaryDirectory()
        for name in ["event-1.json", ".hidden", "event-٣.json"] {
            try AtomicFile.write(Data("x".utf8), to: directory.file(name))
        }
        let listing = try DirectoryListing(directory.url, now: now)
        #expect(listing.names.sorted() == [".hidden", "event-1.json", "event-٣.json"])
        #expect(listing.movedAside.isEmpty)
    }

    @Test func aNameThatIsNotUTF8IsMovedAsideUnderOneThatIs() throws {
        let directory = try TemporaryDirectory()
        let path = Array(directory.url.path.utf8) + Array("/event-".utf8) + [0xFF] + Array(".json".utf8) + [0]
        let descriptor = path.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o600) }
        }
        #expect(descriptor >= 0)
        #expect(write(descriptor, "kept", 4) == 4)
        close(descriptor)

        let listing = try DirectoryListing(directory.url, now: now)
        #expect(listing.names == ["event-\u{FFFD}.json.corrupt-1700000000"])
        #expect(listing.movedAside == listing.names)
        #expect(try AtomicFile.read(directory.file(listing.names[0])) == Data("kept".utf8))
    }

    @Test func somethingThatIsNotADirectoryIsTheSystemsReason() throws {
        let directory = try TemporaryDirectory()
        try AtomicFile.write(Data("x".utf8), to: directory.file("analytics"))
        let notADirectory = StorageError(
            operation: "list", file: "analytics", reason: "Not a directory", errorNumber: ENOTDIR)
        #expect(throws: notADirectory) {
            try DirectoryListing(directory.file("analytics"), now: now)
        }
    }
}
