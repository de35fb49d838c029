import Foundation
import Testing

@testable import Storage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

struct MoveTests {
    @Test func aFileTakesTheNewName() throws {
        let directory = try TemporaryDirectory()
        try AtomicFile.write(Data("a".utf8), to: directory.file("event-9.json"))
        #expect(try AtomicFile.move(directory.file("event-9.json"), to: directory.file("event-1.json")))
        #expect(directory.contents == ["event-1.json"])
        #expect(try AtomicFile.read(directory.file("event-1.json")) == Data("a".utf8))
    }

    @Test func aNameAlreadyTakenIsNeverReplaced() throws {
        let directory = try TemporaryDirectory()
        try AtomicFile.write(Data("a".utf8), to: directory.file("a.json"))
        try AtomicFile.write(Data("b".utf8), to: directory.file("b.json"))
        #expect(try !AtomicFile.move(directory.file("a.json"), to: directory.file("b.json")))
        #expect(try AtomicFile.read(directory.file("a.json")) == Data("a".utf8))
        #expect(try AtomicFile.read(directory.file("b.json")) == Data("b".utf8))
    }

    @Test func aDirectoryMovesWhole() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: directory.file("a"), withIntermediateDirectories: false)
        try AtomicFile.write(Data("x".utf8), to: directory.file("a/x.json"))
        #expect(try AtomicFile.move(directory.file("a"), to: directory.file("b")))
        #expect(try AtomicFile.read(directory.file("b/x.json")) == Data("x".utf8))
        #expect(directory.contents == ["b"])
    }

    @Test func aDirectoryNeverReplacesAnEmptyOne() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: directory.file("a"), withIntermediateDirectories: false)
        try FileManager.default.createDirectory(at: directory.file("b"), withIntermediateDirectories: false)
        #expect(try !AtomicFile.move(directory.file("a"), to: directory.file("b")))
        #expect(directory.contents == ["a", "b"])
    }

    @Test func aMissingEntryIsAnErrorNamingIt() throws {
        let directory = try TemporaryDirectory()
        #expect {
            try AtomicFile.move(directory.file("none.json"), to: directory.file("other.json"))
        } throws: { error in
            (error as? StorageError)
                == StorageError(
                    operation: "move", file: "none.json", reason: "No such file or directory", errorNumber: ENOENT)
        }
    }
}
