import FeatureKit
import Foundation

/// Scene storage as versions 1 and 2 wrote it (`<feature>Path` on each window), read into today's form.
enum SceneSnapshotMigration {
    private struct Envelope: Decodable {
        let value: JSONValue
    }

    static func migrated(_ file: Data) throws -> SceneSnapshot {
        guard case .object(var value) = try JSONDecoder().decode(Envelope.self, from: file).value,
            case .array(let windows)? = value["windows"]
        else { throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not scene storage")) }
        value["windows"] = .array(windows.map(migrated))
        guard let snapshot = JSONValue.object(value).decoded(as: SceneSnapshot.self) else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not scene storage"))
        }
        return snapshot
    }

    private static func migrated(_ window: JSONValue) -> JSONValue {
        guard case .object(let fields) = window else { return window }
        var migrated = fields.filter { !$0.key.hasSuffix("Path") }
        let paths = fields.compactMap { key, value -> (String, JSONValue)? in
            guard key.hasSuffix("Path"), key.count > "Path".count else { return nil }
            return (String(key.dropLast("Path".count)), value)
        }
        migrated["paths"] = .object(Dictionary(paths) { first, _ in first })
        return .object(migrated)
    }
}
