import Foundation
import Logging
import Storage

/// The durable queue of events the server has not acknowledged yet.
///
/// Layout: a private directory (mode 0700) with one file per event, `event-<sequence>.json`
/// (mode 0600), holding `{"schemaVersion": 1, "event": {...}}`. A file is written atomically (see
/// Storage's `AtomicFile`) before `track` returns, and deleted only after the server acknowledged
/// the batch that carried it. Sequence numbers keep the tracking order across launches.
///
/// A kill at any moment loses nothing and doubles nothing:
/// - during a write, only a temporary file exists; its `track` never returned, and the next
///   launch removes it;
/// - after an upload but before its files are deleted, the events are sent again, and the
///   server counts each event ID once;
/// - an acknowledged event whose file is gone is never sent again.
///
/// A file that cannot be read, or that has a newer `schemaVersion`, is moved aside to
/// `<name>.corrupt-<unix time>[-n]` (never deleted, never overwritten) with an error log, and
/// skipped.
struct Outbox {
    /// An event and the sequence number that names its file.
    struct Entry: Sendable {
        var sequence: Int
        var event: TrackedEvent
    }

    static let schemaVersion = 1

    private struct File: Codable {
        var schemaVersion: Int
        var event: TrackedEvent
    }

    private struct Version: Decodable {
        var schemaVersion: Int
    }

    let directory: URL
    private let logger: Logger
    private var nextSequence = 1

    /// Opens the outbox at `directory`, creating it or narrowing it to mode 0700.
    init(directory: URL, logger: Logger) throws {
        try DataDirectory.prepareOwned(directory)
        self.directory = directory
        self.logger = logger
    }

    /// The stored events, oldest first. Partial writes are removed and unreadable files moved aside,
    /// stamped with `now`.
    mutating func load(now: Date) -> [Entry] {
        _ = try? AtomicFile.removeLeftovers(in: directory)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        var entries: [Entry] = []
        for name in names {
            guard let sequence = Self.sequence(inFileName: name) else { continue }
            nextSequence = max(nextSequence, sequence + 1)
            if let event = read(name, now: now) { entries.append(Entry(sequence: sequence, event: event)) }
        }
        return entries.sorted { $0.sequence < $1.sequence }
    }

    /// Stores `event` durably and returns its entry.
    mutating func append(_ event: TrackedEvent) throws -> Entry {
        let entry = Entry(sequence: nextSequence, event: event)
        let data = try Self.encoder().encode(File(schemaVersion: Self.schemaVersion, event: event))
        try AtomicFile.write(data, to: url(of: entry.sequence))
        nextSequence += 1
        return entry
    }

    /// Deletes the files of acknowledged (or abandoned) events; files already gone are fine.
    func remove(_ sequences: [Int]) {
        for sequence in sequences {
            try? AtomicFile.delete(url(of: sequence))
        }
        try? DataDirectory.synchronize(directory)
    }

    private func read(_ name: String, now: Date) -> TrackedEvent? {
        guard let data = try? AtomicFile.read(directory.appendingPathComponent(name)) else {
            moveAside(name, reason: "it cannot be read", now: now)
            return nil
        }
        let decoder = Self.decoder()
        guard let version = try? decoder.decode(Version.self, from: data) else {
            moveAside(name, reason: "it is not an outbox file", now: now)
            return nil
        }
        guard version.schemaVersion <= Self.schemaVersion else {
            moveAside(
                name,
                reason: "its schemaVersion \(version.schemaVersion) is newer than \(Self.schemaVersion)",
                now: now)
            return nil
        }
        guard let file = try? decoder.decode(File.self, from: data) else {
            moveAside(name, reason: "its event does not decode", now: now)
            return nil
        }
        return file.event
    }

    private func moveAside(_ name: String, reason: String, now: Date) {
        do {
            let asideName = try Quarantine.moveAside(directory.appendingPathComponent(name), now: now)
                .lastPathComponent
            logger.error(
                "Analytics outbox: \(name) was skipped because \(reason); it was moved aside to \(asideName)")
        } catch {
            logger.error(
                "Analytics outbox: \(name) was skipped because \(reason), and could not be moved aside")
        }
    }

    private func url(of sequence: Int) -> URL {
        directory.appendingPathComponent("event-\(sequence).json")
    }

    private static func sequence(inFileName name: String) -> Int? {
        guard name.hasPrefix("event-"), name.hasSuffix(".json") else { return nil }
        return Int(name.dropFirst("event-".count).dropLast(".json".count))
    }

    private static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = .sortedKeys
        return encoder
    }

    private static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
