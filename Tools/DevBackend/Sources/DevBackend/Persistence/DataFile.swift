import Foundation
import Storage

/// The backend's one data file, `dev-backend.json` in its data directory: a Storage
/// `VersionedFile`, written atomically and moved aside (never overwritten) when it does not decode.
/// A save survives the process being killed but is not flushed to the disk: this is a fixture,
/// and an fsync per change was most of what a long script spent.
struct DataFile {
    static let name = "dev-backend.json"

    /// What loading found: the data to start from, and where an unreadable file was moved.
    struct Loaded {
        let data: BackendData
        let quarantined: URL?
    }

    private let file: VersionedFile<BackendData>

    init(directory: URL) {
        file = VersionedFile(url: directory.appendingPathComponent(Self.name), schemaVersion: 1)
    }

    var url: URL { file.url }

    /// Reads the file; starts from the seed when there is none, or when it does not decode
    /// (then it is moved aside first). Throws only when the file system fails.
    func load(now: Date) throws(StorageError) -> Loaded {
        switch try file.load(now: now) {
        case .missing:
            Loaded(data: .seed(), quarantined: nil)
        case .loaded(let data):
            Loaded(data: data, quarantined: nil)
        case .quarantined(let movedTo, _):
            Loaded(data: .seed(), quarantined: movedTo)
        }
    }

    func save(_ data: BackendData) throws(StorageError) {
        try file.save(data, durability: .written)
    }
}
