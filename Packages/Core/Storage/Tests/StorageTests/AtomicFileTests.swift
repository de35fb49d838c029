import Foundation
import Testing

@testable import Storage

struct AtomicFileTests {
    @Test func aNewFileIsOwnerOnlyFromTheStart() throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("session.json")
        try AtomicFile.write(Data("secret".utf8), to: file)
        #expect(try mode(of: file) == 0o600)
        #expect(try AtomicFile.read(file) == Data("secret".utf8))
    }

    @Test(arguments: [Durability.flushed, .written])
    func eitherDurabilityWritesTheWholeFileOwnerOnlyAndLeavesNothingBehind(_ durability: Durability) throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("event-1.json")
        try AtomicFile.write(Data("old".utf8), to: file, durability: durability)
        try AtomicFile.write(Data("new".utf8), to: file, durability: durability)
        #expect(try AtomicFile.read(file) == Data("new".utf8))
        #expect(try mode(of: file) == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["event-1.json"])
    }

    @Test func flushingAFileWrittenOnlyToTheKernelKeepsItAndAMissingOneIsNoError() throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("event-1.json")
        try AtomicFile.write(Data("event".utf8), to: file, durability: .written)
        try AtomicFile.flush(file)
        #expect(try AtomicFile.read(file) == Data("event".utf8))
        try AtomicFile.flush(directory.file("gone.json"))
    }

    @Test func rewritingAWorldReadableFileTightensItsMode() throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("outbox.json")
        #expect(FileManager.default.createFile(atPath: file.path, contents: Data("old".utf8), attributes: [.posixPermissions: 0o644]))
        #expect(try mode(of: file) == 0o644)
        try AtomicFile.write(Data("new".utf8), to: file)
        #expect(try mode(of: file) == 0o600)
        #expect(try AtomicFile.read(file) == Data("new".utf8))
    }

    @Test func aWriteLeavesNoTemporaryFileBehind() throws {
        let directory = try TemporaryDirectory()
        try AtomicFile.write(Data("a".utf8), to: directory.file("a.json"))
        try AtomicFile.write(Data("b".utf8), to: directory.file("a.json"))
        #expect(directory.contents == ["a.json"])
    }

    @Test func writingIntoAMissingDirectoryFailsNamingTheFile() throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("missing/a.json")
        #expect {
            try AtomicFile.write(Data("a".utf8), to: file)
        } throws: { error in
            (error as? StorageError)?.operation == "create" && (error as? StorageError)?.file.hasPrefix(".a.json") == true
        }
        #expect(directory.contents.isEmpty)
    }

    @Test func readingAMissingFileGivesNothing() throws {
        let directory = try TemporaryDirectory()
        #expect(try AtomicFile.read(directory.file("none.json")) == nil)
    }

    @Test func deletingRemovesTheFileAndToleratesAMissingOne() throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("a.json")
        try AtomicFile.write(Data("a".utf8), to: file)
        try AtomicFile.delete(file)
        try AtomicFile.delete(file)
        #expect(directory.contents.isEmpty)
    }
}
