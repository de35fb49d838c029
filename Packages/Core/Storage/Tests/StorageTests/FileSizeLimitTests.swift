import Foundation
import Testing

@testable import Storage

/// A read takes at most its limit: a planted file of many gigabytes costs nothing to refuse, and
/// what a ``VersionedFile`` could not read back is never written.
struct FileSizeLimitTests {
    struct Note: Codable, Equatable, Sendable {
        let text: String
    }

    let now = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func aSparseFileOfEightGigabytesIsRefusedUnreadByDefault() throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("session.json")
        try makeSparseFile(at: file, size: 8 << 30)
        #expect {
            try AtomicFile.read(file)
        } throws: { error in
            (error as? StorageError)?.description
                == "could not read session.json: it is larger than 16 MiB, the most it may hold"
        }
        #expect(AtomicFile.refusal(at: file) == "it is larger than 16 MiB, the most it may hold")
    }

    @Test func aFileOfExactlyTheLimitIsReadAndOneByteMoreIsNot() throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("event-1.json")
        try AtomicFile.write(Data(repeating: 7, count: 1024), to: file)
        #expect(try AtomicFile.read(file, byteLimit: 1024) == Data(repeating: 7, count: 1024))
        #expect(AtomicFile.refusal(at: file, byteLimit: 1024) == nil)
        #expect(AtomicFile.refusal(at: file, byteLimit: 1023) == "it is larger than 1023 bytes, the most it may hold")
        #expect {
            try AtomicFile.read(file, byteLimit: 1023)
        } throws: { error in
            (error as? StorageError)?.reason == "it is larger than 1023 bytes, the most it may hold"
        }
    }

    @Test(arguments: [(64 << 10, "64 KiB"), (16 << 20, "16 MiB"), (1, "1 byte"), (1536, "1536 bytes")])
    func limitsAreWrittenInTheirLargestWholeUnit(bytes: Int, text: String) {
        #expect(ByteCount.text(bytes) == text)
    }

    @Test func aVersionedFileLargerThanItsLimitIsMovedAsideWhole() throws {
        let directory = try TemporaryDirectory()
        let file = VersionedFile<Note>(url: directory.file("scenes.json"), schemaVersion: 1, byteLimit: 100)
        try makeSparseFile(at: file.url, size: 4 << 30)
        guard case .quarantined(let movedTo, let reason) = try file.load(now: now) else {
            Issue.record("expected the file to be moved aside")
            return
        }
        #expect(reason == "it is larger than 100 bytes, the most it may hold")
        #expect(try FileManager.default.attributesOfItem(atPath: movedTo.path)[.size] as? Int == 4 << 30)
        #expect(try AtomicFile.read(file.url) == nil)
    }

    @Test func aValueThatEncodesLargerThanTheLimitIsNotWrittenAndTheFileIsKept() throws {
        let directory = try TemporaryDirectory()
        let file = VersionedFile<Note>(url: directory.file("scenes.json"), schemaVersion: 1, byteLimit: 100)
        try file.save(Note(text: "short"))
        #expect {
            try file.save(Note(text: String(repeating: "x", count: 100)))
        } throws: { error in
            (error as? StorageError)?.description
                == "could not write scenes.json: it is larger than 100 bytes, the most it may hold"
        }
        guard case .loaded(let kept) = try file.load(now: now) else {
            Issue.record("expected the earlier note")
            return
        }
        #expect(kept == Note(text: "short"))
    }

    /// A file of `size` bytes that takes no space on the disk (a hole), as a planted one could.
    private func makeSparseFile(at url: URL, size: Int) throws {
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.truncate(atOffset: UInt64(size))
    }
}
