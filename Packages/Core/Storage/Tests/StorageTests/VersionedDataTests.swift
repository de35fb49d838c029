import Foundation
import Testing

@testable import Storage

/// A versioned file's value kept elsewhere than its file (a window's scene storage): encoded and
/// read back exactly as the file is, with nothing written.
struct VersionedDataTests {
    struct Note: Codable, Equatable, Sendable {
        let text: String
    }

    let format = VersionedFile<Note>(
        url: URL(fileURLWithPath: "/nowhere/note.json"), schemaVersion: 2, byteLimit: 64,
        migration: { version, _ in Note(text: "migrated from \(version)") })

    @Test func anEncodedValueDecodesBackAndIsWhatTheFileWouldHold() throws {
        let data = try format.encode(Note(text: "hello"))
        #expect(String(decoding: data, as: UTF8.self) == #"{"schemaVersion":2,"value":{"text":"hello"}}"#)
        #expect(try format.decode(data) == Note(text: "hello"))
        #expect(!FileManager.default.fileExists(atPath: format.url.path))
    }

    @Test func anOlderVersionIsMigratedAndANewerOneRefused() throws {
        #expect(try format.decode(Data(#"{"schemaVersion":1,"value":{}}"#.utf8)) == Note(text: "migrated from 1"))
        #expect(throws: StorageError.self) { try format.decode(Data(#"{"schemaVersion":3,"value":{"text":"x"}}"#.utf8)) }
    }

    @Test func dataPastTheByteLimitIsRefusedEitherWay() {
        #expect(throws: StorageError.self) { try format.encode(Note(text: String(repeating: "a", count: 64))) }
        let large = Data(#"{"schemaVersion":2,"value":{"text":"\#(String(repeating: "a", count: 64))"}}"#.utf8)
        #expect(throws: StorageError.self) { try format.decode(large) }
    }

    @Test func anythingThatDoesNotDecodeIsRefusedWithItsReason() {
        #expect(throws: StorageError(operation: "read", file: "note.json", reason: "it is not a versioned note.json file")) {
            try format.decode(Data("not json".utf8))
        }
    }
}
