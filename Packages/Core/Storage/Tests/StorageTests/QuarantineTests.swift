import Foundation
import Testing

@testable import Storage

struct QuarantineTests {
    let now = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func theFileMovesAsideWithItsBytesIntact() throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("scenes.json")
        try AtomicFile.write(Data("garbage".utf8), to: file)
        let moved = try Quarantine.moveAside(file, now: now)
        #expect(moved.lastPathComponent == "scenes.json.corrupt-1700000000")
        #expect(try AtomicFile.read(moved) == Data("garbage".utf8))
        #expect(try AtomicFile.read(file) == nil)
    }

    @Test func anEarlierQuarantinedFileIsNeverReplaced() throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("scenes.json")
        try AtomicFile.write(Data("first".utf8), to: file)
        try Quarantine.moveAside(file, now: now)
        try AtomicFile.write(Data("second".utf8), to: file)
        let second = try Quarantine.moveAside(file, now: now)
        #expect(second.lastPathComponent == "scenes.json.corrupt-1700000000-2")
        #expect(try AtomicFile.read(directory.file("scenes.json.corrupt-1700000000")) == Data("first".utf8))
        #expect(try AtomicFile.read(second) == Data("second".utf8))
    }

    @Test func movingAMissingFileIsAnError() throws {
        let directory = try TemporaryDirectory()
        #expect(throws: StorageError.self) {
            try Quarantine.moveAside(directory.file("none.json"), now: now)
        }
    }

    @Test func aSymbolicLinkMovesAsTheLinkAndItsTargetIsUntouched() throws {
        let directory = try TemporaryDirectory()
        let target = try LinkTarget()
        let link = directory.file("event-1.json")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target.file)
        let moved = try Quarantine.moveAside(link, now: now)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: moved.path) == target.file.path)
        #expect(directory.contents == ["event-1.json.corrupt-1700000000"])
        #expect(target.isUntouched)
    }

    @Test func aNameTooLongForTheMarkIsCutShortToFit() throws {
        let directory = try TemporaryDirectory()
        let name = String(repeating: "é", count: 120) + ".json"
        try Data("long".utf8).write(to: directory.file(name))
        let moved = try Quarantine.moveAside(directory.file(name), now: now)
        #expect(moved.lastPathComponent == String(repeating: "é", count: 118) + ".corrupt-1700000000")
        #expect(try AtomicFile.read(moved) == Data("long".utf8))
    }

    @Test func aNameStartingWithAnInvisibleCharacterKeepsIt() throws {
        let directory = try TemporaryDirectory()
        let name = "\u{FEFF}event-1.json"
        try AtomicFile.write(Data("x".utf8), to: directory.file(name))
        let moved = try Quarantine.moveAside(directory.file(name), now: now)
        #expect(directory.contents == ["\u{FEFF}event-1.json.corrupt-1700000000"])
        #expect(try AtomicFile.read(moved) == Data("x".utf8))
    }

    @Test func aDirectoryMovesAside() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(
            at: directory.file("event-1.json"), withIntermediateDirectories: false)
        try Quarantine.moveAside(directory.file("event-1.json"), now: now)
        #expect(directory.contents == ["event-1.json.corrupt-1700000000"])
    }

    @Test(arguments: ["event-1.json.corrupt-1700000000", "scenes.json.corrupt-1-2"])
    func aMovedAsideNameIsRecognised(name: String) {
        #expect(Quarantine.isMovedAside(named: name))
    }

    @Test(arguments: ["event-1.json", "corrupt.json", ".event-1.json.tmp"])
    func anyOtherNameIsNot(name: String) {
        #expect(!Quarantine.isMovedAside(named: name))
    }
}
