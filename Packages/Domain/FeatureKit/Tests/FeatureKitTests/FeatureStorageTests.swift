import FeatureKit
import Foundation
import Storage
import Testing

@Suite struct FeatureStorageTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("feature-storage-\(UUID().uuidString)")
    var storage: FeatureStorage { FeatureStorage(directory: root.appendingPathComponent("notes")) }

    @Test func aFileOfTheFeatureKeepsAValueInItsOwnFolder() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let file = try storage.file(named: "drafts.json", schemaVersion: 1, of: [String].self)
        try file.save(["first"])
        guard case .loaded(let value) = try file.load(now: Date()) else {
            Issue.record("the value did not come back")
            return
        }
        #expect(value == ["first"])
        #expect(file.url.deletingLastPathComponent() == storage.directory)
        let mode = try FileManager.default.attributesOfItem(atPath: storage.directory.path)[.posixPermissions] as? Int
        #expect(mode == 0o700)
    }

    @Test(arguments: ["", ".hidden", "../escape", "a/b", "dra fts", String(repeating: "a", count: 65), "é"])
    func aNameThatIsNotOnePlainFileNameIsRefusedAndMakesNothing(name: String) {
        #expect(throws: StorageError.self) { try storage.file(named: name, schemaVersion: 1, of: Int.self) }
        #expect(!FileManager.default.fileExists(atPath: root.path))
    }

    @Test func removingAllTakesTheFolderAndLeavesItsNeighbours() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let neighbour = FeatureStorage(directory: root.appendingPathComponent("other"))
        try storage.file(named: "a.json", schemaVersion: 1, of: Int.self).save(1)
        try neighbour.file(named: "b.json", schemaVersion: 1, of: Int.self).save(2)
        try storage.removeAll()
        #expect(!FileManager.default.fileExists(atPath: storage.directory.path))
        #expect(FileManager.default.fileExists(atPath: neighbour.directory.appendingPathComponent("b.json").path))
        try storage.removeAll()
    }
}
