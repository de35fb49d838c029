import Foundation
import Storage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The analytics events the backend received, one JSON object a line in
/// `dev-backend-events.jsonl` (mode 0600), appended as they arrive: an upload costs what it adds,
/// not a rewrite of every event kept. A last line a kill cut short is dropped when loading (a
/// cut-short upload was never answered, so the app sends it again); a log with any other line
/// that does not decode is moved aside whole, as the data file is, and the events that decode
/// are kept; a log larger than its limit is moved aside unread. Once the file holds twice as
/// many events as the backend keeps, or half its limit in bytes, it is rewritten atomically with
/// the kept events, so it never reaches its limit.
struct EventLog {
    static let name = "dev-backend-events.jsonl"

    /// What loading found: the logged events, oldest first, and where a log with lines that did
    /// not decode was moved.
    struct Loaded {
        let events: [DevBackend.ReceivedEvent]
        let quarantined: URL?
    }

    let url: URL
    /// How many events the backend keeps; the log is rewritten once it holds twice as many lines.
    private let capacity: Int
    private let byteLimit: Int
    private var lines = 0
    private var bytes = 0

    init(directory: URL, capacity: Int = AnalyticsHandlers.eventCapacity, byteLimit: Int) {
        url = directory.appendingPathComponent(Self.name)
        self.capacity = capacity
        self.byteLimit = byteLimit
    }

    /// The logged events; nothing when there is no log yet, or when it is not a file to read (a
    /// symbolic link, a directory, a file larger than the limit: it is moved aside unread).
    mutating func load(now: Date) throws(StorageError) -> Loaded {
        if AtomicFile.refusal(at: url, byteLimit: byteLimit) != nil {
            return Loaded(events: [], quarantined: try Quarantine.moveAside(url, now: now))
        }
        guard let contents = try AtomicFile.read(url, byteLimit: byteLimit) else {
            return Loaded(events: [], quarantined: nil)
        }
        let decoder = JSONCoding.decoder()
        let rows = contents.split(separator: UInt8(ascii: "\n"))
        let torn = contents.last.map { $0 != UInt8(ascii: "\n") } ?? false
        var events: [DevBackend.ReceivedEvent] = []
        var unreadable = 0
        for (index, row) in rows.enumerated() {
            if let event = try? decoder.decode(DevBackend.ReceivedEvent.self, from: Data(row)) {
                events.append(event)
            } else if !(torn && index == rows.count - 1) {
                unreadable += 1
            }
        }
        let quarantined = unreadable > 0 ? try Quarantine.moveAside(url, now: now) : nil
        bytes = contents.count
        if torn || quarantined != nil {
            // Rewritten without what did not decode, so the next append starts a line.
            let rewritten = Self.encode(events)
            try AtomicFile.write(rewritten, to: url, durability: .written)
            bytes = rewritten.count
        }
        lines = events.count
        return Loaded(events: events, quarantined: quarantined)
    }

    /// Appends `added`; `kept` is every event the backend keeps now, what a rewrite leaves.
    mutating func append(_ added: [DevBackend.ReceivedEvent], keeping kept: [DevBackend.ReceivedEvent])
        throws(StorageError)
    {
        guard !added.isEmpty else { return }
        let appended = Self.encode(added)
        if lines + added.count > 2 * capacity || bytes + appended.count > byteLimit / 2 {
            let rewritten = Self.encode(kept)
            try AtomicFile.write(rewritten, to: url, durability: .written)
            lines = kept.count
            bytes = rewritten.count
            return
        }
        let descriptor = open(url.path, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .system("append", url) }
        defer { close(descriptor) }
        let complete = appended.withUnsafeBytes { buffer in
            var written = 0
            while written < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0, errno != EINTR { return false }
                written += max(count, 0)
            }
            return true
        }
        guard complete else {
            let failure = StorageError.system("append", url)
            // Cut back to the last whole line (a full disk may have taken part of one), so the
            // next append starts a line of its own.
            _ = ftruncate(descriptor, off_t(bytes))
            throw failure
        }
        lines += added.count
        bytes += appended.count
    }

    private static func encode(_ events: [DevBackend.ReceivedEvent]) -> Data {
        let encoder = JSONCoding.encoder()
        var data = Data()
        for event in events {
            // An event that does not encode is not kept on disk; the backend still counted it.
            guard let line = try? encoder.encode(event) else { continue }
            data.append(line)
            data.append(UInt8(ascii: "\n"))
        }
        return data
    }
}
