import Foundation
import Testing

@testable import Storage

struct VersionedFileTests {
    struct Note: Codable, Equatable, Sendable {
        let text: String
        let at: Date
    }

    let now = Date(timeIntervalSince1970: 1_700_000_000)
    let note = Note(text: "hello", at: Date(timeIntervalSince1970: 1_600_000_000))

    @Test func aSavedValueLoadsBack() throws {
        let directory = try TemporaryDirectory()
        let file = VersionedFile<Note>(url: directory.file("note.json"), schemaVersion: 2)
        try file.save(note)
        guard case .loaded(let loaded) = try file.load(now: now) else {
            Issue.record("expected the saved note")
            return
        }
        #expect(loaded == note)
        #expect(try mode(of: file.url) == 0o600)
    }

    @Test func theFileCarriesItsVersionAndISODates() throws {
        let directory = try TemporaryDirectory()
        let file = VersionedFile<Note>(url: directory.file("note.json"), schemaVersion: 2)
        try file.save(note)
        let text = String(decoding: try #require(try AtomicFile.read(file.url)), as: UTF8.self)
        #expect(text == #"{"schemaVersion":2,"value":{"at":"2020-09-13T12:26:40Z","text":"hello"}}"#)
    }

    @Test func noFileIsMissing() throws {
        let directory = try TemporaryDirectory()
        guard case .missing = try VersionedFile<Note>(url: directory.file("note.json"), schemaVersion: 1).load(now: now)
        else {
            Issue.record("expected missing")
            return
        }
    }

    @Test(arguments: [
        ("", "it is not a versioned note.json file"),
        ("{", "it is not a versioned note.json file"),
        (#"{"value":{}}"#, "it is not a versioned note.json file"),
        (#"{"schemaVersion":"1"}"#, "it is not a versioned note.json file"),
        (#"{"schemaVersion":1,"value":{"text":5}}"#, "its contents do not decode"),
        (#"{"schemaVersion":1}"#, "its contents do not decode"),
        (#"{"schemaVersion":9,"value":{}}"#, "it was written by a newer version (9)"),
        (#"{"schemaVersion":0,"value":{}}"#, "version 0 can no longer be read"),
    ])
    func anUnusableFileIsMovedAsideWithAReason(contents: String, reason: String) throws {
        let directory = try TemporaryDirectory()
        let file = VersionedFile<Note>(url: directory.file("note.json"), schemaVersion: 1)
        try AtomicFile.write(Data(contents.utf8), to: file.url)
        guard case .quarantined(let movedTo, let why) = try file.load(now: now) else {
            Issue.record("expected quarantine for \(contents)")
            return
        }
        #expect(why == reason)
        #expect(try AtomicFile.read(movedTo) == Data(contents.utf8))
        #expect(try AtomicFile.read(file.url) == nil)
    }

    @Test func anOlderVersionIsMigrated() throws {
        struct OldNote: Decodable {
            struct Value: Decodable { let body: String }
            let value: Value
        }
        let directory = try TemporaryDirectory()
        let at = note.at
        let file = VersionedFile<Note>(url: directory.file("note.json"), schemaVersion: 2) { version, data in
            #expect(version == 1)
            return Note(text: try JSONDecoder().decode(OldNote.self, from: data).value.body, at: at)
        }
        try AtomicFile.write(Data(#"{"schemaVersion":1,"value":{"body":"hello"}}"#.utf8), to: file.url)
        guard case .loaded(let loaded) = try file.load(now: now) else {
            Issue.record("expected the migrated note")
            return
        }
        #expect(loaded == note)
    }

    @Test func aFailedMigrationQuarantinesTheFile() throws {
        struct Unreadable: Error {}
        let directory = try TemporaryDirectory()
        let file = VersionedFile<Note>(url: directory.file("note.json"), schemaVersion: 2) { _, _ in throw Unreadable() }
        try AtomicFile.write(Data(#"{"schemaVersion":1,"value":{}}"#.utf8), to: file.url)
        guard case .quarantined(_, let reason) = try file.load(now: now) else {
            Issue.record("expected quarantine")
            return
        }
        #expect(reason == "its contents do not decode")
    }

    @Test func aSymbolicLinkIsMovedAsideNotFollowed() throws {
        let directory = try TemporaryDirectory()
        let target = try LinkTarget()
        let file = VersionedFile<Note>(url: directory.file("note.json"), schemaVersion: 1)
        try FileManager.default.createSymbolicLink(at: file.url, withDestinationURL: target.file)
        guard case .quarantined(let movedTo, let reason) = try file.load(now: now) else {
            Issue.record("expected the link to be moved aside")
            return
        }
        #expect(movedTo.lastPathComponent == "note.json.corrupt-1700000000")
        #expect(reason == "it is a symbolic link, which is never followed")
        #expect(target.isUntouched)
    }

    @Test func aValueThatCannotBeEncodedIsOneShortLine() throws {
        struct Reading: Codable, Sendable {
            let value: Double
        }
        let directory = try TemporaryDirectory()
        let file = VersionedFile<Reading>(url: directory.file("reading.json"), schemaVersion: 1)
        let unencodable = StorageError(
            operation: "encode", file: "reading.json", reason: "the value cannot be encoded")
        #expect(throws: unencodable) {
            try file.save(Reading(value: .nan))
        }
        #expect(directory.contents.isEmpty)
    }
}
