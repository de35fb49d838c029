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
/// Durability: a completed write survives the process being killed, so `track` writes without
/// flushing to the disk; ``flushToDisk()`` (at the app's flush points: going to the background,
/// a clean termination) flushes every file written since the last one. A power loss can lose at
/// most the events tracked since the last flush point that were not uploaded yet.
///
/// A kill at any moment loses nothing and doubles nothing:
/// - during a write, only a temporary file exists; its `track` never returned, and the next
///   launch removes it;
/// - after an upload but before its files are deleted, the events are sent again, and the
///   server counts each event ID once;
/// - an acknowledged event whose file is gone is never sent again.
///
/// A file that cannot be read, that has a newer `schemaVersion`, whose name is not an event's, that
/// is larger than ``byteLimit`` or that is not a regular file (a symbolic link is never followed)
/// is moved aside to
/// `<name>.corrupt-<unix time>[-n]` (never deleted, never overwritten) with an error log, and
/// skipped. Past the storage limit at launch, the oldest files are deleted unread.
struct Outbox {
    /// An event and the sequence number that names its file.
    struct Entry: Sendable {
        var sequence: Int
        var event: TrackedEvent
    }

    static let schemaVersion = 1
    /// The most an event's file may hold. The app's events are a few hundred bytes; one that
    /// encodes larger is refused by `append`, since it could never be read back. With the
    /// outbox's count limit it bounds what a launch loads, whatever was planted: 40 MB for 10,000.
    static let byteLimit = 4 << 10

    private struct File: Codable {
        var schemaVersion: Int
        var event: TrackedEvent
    }

    private struct Version: Decodable {
        var schemaVersion: Int
    }

    let directory: URL
    private let logger: Logger
    /// The sequence number of the newest stored event; the next one gets one more.
    private var lastSequence = 0
    /// Events written since the last flush to the disk.
    private var unflushed: Set<Int> = []

    /// Opens the outbox at `directory`, creating it or narrowing it to mode 0700. Anything else in
    /// its place (a symbolic link, never followed, or a file) is moved aside for a new outbox.
    init(directory: URL, logger: Logger, now: Date) throws(StorageError) {
        if let moved = try DataDirectory.prepareOwned(directory, now: now) {
            logger.error(
                "Analytics outbox: \(directory.lastPathComponent) was not a directory (a symbolic link is never followed); it was moved aside to \(moved.lastPathComponent) and a new outbox started"
            )
        }
        self.directory = directory
        self.logger = logger
    }

    /// The stored events, oldest first, at most `limit` of them: past it the oldest are deleted
    /// unread, with one log line. Partial writes are removed, and files whose name or contents
    /// can't be used are moved aside, stamped with `now`.
    mutating func load(now: Date, keeping limit: Int) -> [Entry] {
        _ = try? AtomicFile.removeLeftovers(in: directory)
        let listing = try? DirectoryListing(directory, now: now)
        for moved in listing?.movedAside ?? [] {
            logger.error(
                "Analytics outbox: a file whose name is not UTF-8 was skipped; it was moved aside to \(Self.loggable(moved))"
            )
        }
        var stored: [(sequence: Int, name: String)] = []
        for name in listing?.names ?? [] {
            guard !Quarantine.isMovedAside(named: name) else { continue }
            guard let sequence = Self.sequence(inFileName: name) else {
                moveAside(
                    name, reason: "its name is not event-<number>.json with a number from 1 to \(Int.max)",
                    now: now)
                continue
            }
            stored.append((sequence, name))
        }
        stored.sort { $0.sequence < $1.sequence }
        if stored.count > limit {
            let oldest = stored.prefix(stored.count - limit)
            remove(oldest.map(\.sequence))
            logger.warning(
                "Analytics outbox holds \(stored.count) events, more than \(limit): dropped the \(oldest.count) oldest"
            )
            stored.removeFirst(oldest.count)
        }
        lastSequence = stored.last?.sequence ?? 0
        let decoder = Self.decoder()
        let entries = stored.compactMap { sequence, name in
            read(name, decoder: decoder, now: now).map { Entry(sequence: sequence, event: $0) }
        }
        return renumberedIfHigh(entries)
    }

    /// Stores `event` durably and returns its entry.
    mutating func append(_ event: TrackedEvent) throws(StorageError) -> Entry {
        guard lastSequence < Int.max else {
            throw StorageError(
                operation: "store", file: "an event", reason: "the outbox has run out of sequence numbers")
        }
        let entry = Entry(sequence: lastSequence + 1, event: event)
        let data: Data
        do {
            data = try Self.encoder().encode(File(schemaVersion: Self.schemaVersion, event: event))
        } catch {
            throw StorageError(
                operation: "encode", file: Self.fileName(of: entry.sequence),
                reason: "the event cannot be encoded")
        }
        guard data.count <= Self.byteLimit else {
            throw StorageError(
                operation: "store", file: Self.fileName(of: entry.sequence),
                reason: "the event is larger than \(Self.byteLimit >> 10) KiB, the most a file may hold")
        }
        try AtomicFile.write(data, to: url(of: entry.sequence), durability: .written)
        lastSequence = entry.sequence
        unflushed.insert(entry.sequence)
        return entry
    }

    /// Deletes the files of acknowledged (or abandoned) events; files already gone are fine. A
    /// deletion a power loss undoes only sends an event again, which the server counts once.
    mutating func remove(_ sequences: [Int]) {
        for sequence in sequences {
            try? AtomicFile.delete(url(of: sequence))
            unflushed.remove(sequence)
        }
    }

    /// Flushes to the disk every event file written since the last flush, and the directory.
    mutating func flushToDisk() throws(StorageError) {
        guard !unflushed.isEmpty else { return }
        for sequence in unflushed.sorted() {
            try AtomicFile.flush(url(of: sequence))
        }
        try DataDirectory.synchronize(directory)
        unflushed = []
    }

    /// Renames the files 1, 2, … in order once the newest number is past half of the sequence
    /// space (a name crafted or left by a very long life), so appending never runs out. Renaming
    /// upwards never meets a name still in use, and a kill midway leaves the order intact.
    private mutating func renumberedIfHigh(_ entries: [Entry]) -> [Entry] {
        guard lastSequence > Int.max / 2 else { return entries }
        var renumbered: [Entry] = []
        for (index, entry) in entries.enumerated() {
            let sequence = index + 1
            guard (try? AtomicFile.move(url(of: entry.sequence), to: url(of: sequence))) == true else {
                // Something holds the name: the rest keep their numbers, still in order.
                renumbered += entries[index...]
                break
            }
            renumbered.append(Entry(sequence: sequence, event: entry.event))
        }
        try? DataDirectory.synchronize(directory)
        lastSequence = renumbered.last?.sequence ?? 0
        logger.notice("Analytics outbox: renumbered its \(entries.count) events from 1")
        return renumbered
    }

    private func read(_ name: String, decoder: JSONDecoder, now: Date) -> TrackedEvent? {
        let data: Data
        do {
            // A file gone since the listing is no longer stored.
            let url = directory.appendingPathComponent(name)
            guard let contents = try AtomicFile.read(url, byteLimit: Self.byteLimit) else {
                return nil
            }
            data = contents
        } catch {
            moveAside(name, reason: error.reason, now: now)
            return nil
        }
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
        let shown = Self.loggable(name)
        do {
            let aside = try Quarantine.moveAside(directory.appendingPathComponent(name), now: now)
            logger.error(
                "Analytics outbox: \(shown) was skipped because \(reason); it was moved aside to \(Self.loggable(aside.lastPathComponent))"
            )
        } catch {
            logger.error(
                "Analytics outbox: \(shown) was skipped because \(reason), and could not be moved aside (\(error.reason))"
            )
        }
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
