import Foundation
import Storage

/// The backend's files in its data directory: `dev-backend.json`, a Storage `VersionedFile` with
/// everything but the analytics events, written atomically and moved aside (never overwritten)
/// when it does not decode; and the events' append-only log (`EventLog`). Writes survive the
/// process being killed but are not flushed to the disk: this is a fixture, and an fsync per
/// change was most of what a long script spent.
struct DataFile {
    static let name = "dev-backend.json"
    /// The most the data file or the event log may hold; a larger one is moved aside unread. The
    /// seed is about 10 KB, and an account a few hundred bytes.
    static let byteLimit = 64 << 20

    /// What loading found: the data to start from, where an unreadable data file was moved, and
    /// where an event log with unreadable lines was moved.
    struct Loaded {
        let data: BackendData
        let quarantined: URL?
        let quarantinedEventLog: URL?
    }

    private let file: VersionedFile<BackendData>
    private var events: EventLog

    init(directory: URL) {
        file = VersionedFile(
            url: directory.appendingPathComponent(Self.name), schemaVersion: 1, byteLimit: Self.byteLimit)
        events = EventLog(directory: directory, byteLimit: Self.byteLimit)
    }

    var url: URL { file.url }

    /// Reads the files; starts from the seed when there are none, or when the data file does not
    /// decode (then it is moved aside first). An event log with lines that do not decode is moved
    /// aside too, its events that decode kept. Events a data file from before the log still holds
    /// move into the log. Throws only when the file system fails.
    mutating func load(now: Date) throws(StorageError) -> Loaded {
        var data: BackendData
        var quarantined: URL?
        switch try file.load(now: now) {
        case .missing:
            data = .seed()
        case .loaded(let loaded):
            data = loaded
        case .quarantined(let movedTo, _):
            data = .seed()
            quarantined = movedTo
        }
        let logged = try events.load(now: now)
        if logged.events.isEmpty, !data.events.isEmpty {
            try events.append(data.events, keeping: data.events)
        } else {
            data.events = logged.events
        }
        do {
            try file.save(data, durability: .written)
        } catch where error.isOutOfSpace {
            // On a full disk the backend still starts: what it loaded is in memory, the next
            // change saves the whole file, and a change it cannot save is answered 507.
        }
        return Loaded(data: data, quarantined: quarantined, quarantinedEventLog: logged.quarantined)
    }

    /// Writes what changed from `previous` to `data`: the data file when anything but the events
    /// changed, and the events added to the log.
    mutating func save(_ data: BackendData, replacing previous: BackendData) throws(StorageError) {
        if !data.hasSameFile(as: previous) {
            try file.save(data, durability: .written)
        }
        try events.append(Array(data.eventsAdded(since: previous)), keeping: data.events)
    }
}
