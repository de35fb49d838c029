import Foundation
import Testing

@testable import Storage

struct DataDirectoryTests {
    @Test func aMissingDirectoryIsCreatedOwnerOnlyWithItsParents() throws {
        let directory = try TemporaryDirectory()
        let data = directory.file("a/b/app-shell")
        try DataDirectory.prepare(data)
        #expect(try mode(of: data) == 0o700)
    }

    @Test func anExistingDirectoryIsLeftAsItIs() throws {
        let directory = try TemporaryDirectory()
        try AtomicFile.write(Data("keep".utf8), to: directory.file("keep.json"))
        try DataDirectory.prepare(directory.url)
        #expect(directory.contents == ["keep.json"])
    }

    @Test func aFileInTheWayIsAClearError() throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("data")
        try AtomicFile.write(Data("x".utf8), to: file)
        #expect(throws: StorageError(operation: "use", file: "data", reason: "it is not a directory")) {
            try DataDirectory.prepare(file)
        }
    }
}
