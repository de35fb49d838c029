import Foundation
import Testing

@testable import Storage

struct LeftoversTests {
    @Test func aWriteInterruptedByACrashIsRemovedAndNamed() throws {
        let directory = try TemporaryDirectory()
        let leftover = AtomicFile.temporaryURL(for: directory.file("event-1.json"))
        #expect(FileManager.default.createFile(atPath: leftover.path, contents: Data("{\"half".utf8)))
        try AtomicFile.write(Data("whole".utf8), to: directory.file("event-2.json"))

        #expect(try AtomicFile.removeLeftovers(in: directory.url) == [leftover.lastPathComponent])
        #expect(directory.contents == ["event-2.json"])
    }

    @Test(arguments: [".hidden", ".settings.tmp", ".a.json.not-a-uuid.tmp", "a.json.tmp", ".a.json.tmp.bak"])
    func otherFilesAreKept(name: String) throws {
        let directory = try TemporaryDirectory()
        try AtomicFile.write(Data("keep".utf8), to: directory.file(name))
        #expect(try AtomicFile.removeLeftovers(in: directory.url).isEmpty)
        #expect(directory.contents == [name])
    }

    @Test func aTemporaryNameWithoutATargetIsKept() throws {
        let directory = try TemporaryDirectory()
        let name = ".\(UUID().uuidString).tmp"
        try AtomicFile.write(Data("keep".utf8), to: directory.file(name))
        #expect(try AtomicFile.removeLeftovers(in: directory.url).isEmpty)
        #expect(directory.contents == [name])
    }

    @Test func aMissingDirectoryIsAnError() throws {
        let directory = try TemporaryDirectory()
        #expect {
            try AtomicFile.removeLeftovers(in: directory.file("missing"))
        } throws: { error in
            (error as? StorageError)?.operation == "list" && (error as? StorageError)?.file == "missing"
        }
    }
}
