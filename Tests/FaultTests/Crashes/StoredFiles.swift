import Foundation

/// What a data directory holds, read without the app's code: each file the app or the backend
/// keeps there must be whole (it parses, with its `schemaVersion`) or absent, whatever moment a
/// kill hit. Problems are collected as one line each instead of thrown, so a run reports them all.
struct StoredFiles {
    /// An analytics event as it is stored: in the outbox or in the backend's data.
    struct Event: Hashable {
        let id: String
        let name: String
    }

    /// Events waiting in the outbox (`analytics/event-N.json`).
    private(set) var outbox: [Event] = []
    /// Events the backend has received and saved (`dev-backend-events.jsonl`).
    private(set) var received: [Event] = []
    /// Whether the app left the marker that says a restoration was under way.
    private(set) var isRestoring = false
    /// Files moved aside because they did not decode (`*.corrupt-*`), by path below the directory.
    private(set) var quarantined: [String] = []
    /// Temporary files of writes a kill interrupted (`.<name>.<UUID>.tmp`).
    private(set) var leftovers: [String] = []
    /// Files that are neither whole nor absent, one line each.
    private(set) var problems: [String] = []

    init(directory: URL) {
        let root = directory.path + "/"
        let files =
            FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL } ?? []
        for file in files {
            let path = String(file.path.dropFirst(root.count))
            let name = file.lastPathComponent
            if name.contains(".corrupt-") {
                quarantined.append(path)
            } else if name.hasPrefix("."), name.hasSuffix(".tmp") {
                leftovers.append(path)
            } else if name == "scenes.restoring" {
                isRestoring = true
            } else {
                read(file, path: path)
            }
        }
        quarantined.sort()
    }

    private mutating func read(_ file: URL, path: String) {
        let name = file.lastPathComponent
        if name == "dev-backend-events.jsonl" { return readEventLog(file, path: path) }
        guard name.hasSuffix(".json") else { return }
        // Scene storage keeps the features' routes since version 2; every other file is at 1.
        let version = name == "scenes.json" ? 3 : 1
        guard let data = try? Data(contentsOf: file),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            object["schemaVersion"] as? Int == version
        else {
            return problems.append("\(path) is not whole (\(Self.size(of: file)) bytes)")
        }
        switch name {
        case "session.json":
            let session = object["session"] as? [String: Any]
            if session?["accessToken"] as? String == nil || session?["refreshToken"] as? String == nil {
                problems.append("\(path) has no session")
            }
        case "scenes.json":
            if object["value"] as? [String: Any] == nil { problems.append("\(path) has no snapshot") }
        case "dev-backend.json":
            if (object["value"] as? [String: Any])?["users"] == nil { problems.append("\(path) has no users") }
        default:
            if name.hasPrefix("event-") {
                guard let event = (object["event"] as? [String: Any]).flatMap(Self.event) else {
                    return problems.append("\(path) has no event")
                }
                outbox.append(event)
            }
        }
    }

    /// The backend's append-only event log: every line whole, except that a kill may cut the last
    /// one short (its upload was never answered, so the event is still in the outbox).
    private mutating func readEventLog(_ file: URL, path: String) {
        guard let data = try? Data(contentsOf: file) else { return problems.append("\(path) cannot be read") }
        let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() where !line.isEmpty {
            let object = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any]
            if let event = object.flatMap(Self.event) {
                received.append(event)
            } else if index != lines.count - 1 {
                problems.append("\(path) line \(index + 1) is not whole")
            }
        }
    }

    private static func event(_ object: [String: Any]) -> Event? {
        guard let id = object["id"] as? String, let name = object["name"] as? String else { return nil }
        return Event(id: id, name: name)
    }

    private static func size(of file: URL) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: file.path))?[.size] as? Int) ?? -1
    }
}
