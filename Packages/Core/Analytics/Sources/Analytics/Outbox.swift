import Foundation
import Logging
import Storage

/// The durable queue of events the server has not acknowledged yet.
struct Outbox {
    struct Entry: Sendable {
        var sequence: Int
        var event: TrackedEvent
    }

    static let schemaVersion = 1
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
    private var lastSequence = 0
    private var unflushed: Set<Int> = []

    init(directory: URL, logger: Logger, now: Date) throws(StorageError) {
        if let moved = try DataDirectory.prepareOwned(directory, now: now) {
            logger.error(
                "Analytics outbox: \(directory.lastPathComponent) was not a directory (a symbolic link is never followed); it was moved aside to \(moved.lastPathComponent) and a new outbox started"
            )
        }
        self.directory = directory
        self.logger = logger
    }

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

    mutating func remove(_ sequences: [Int]) {
        for sequence in sequences {
            try? AtomicFile.delete(url(of: sequence))
            unflushed.remove(sequence)
        }
    }

    mutating func flushToDisk() throws(StorageError) {
        guard !unflushed.isEmpty else { return }
        for sequence in unflushed.sorted() {
            try AtomicFile.flush(url(of: sequence))
        }
        try DataDirectory.synchronize(directory)
        unflushed = []
    }

    private mutating func renumberedIfHigh(_ entries: [Entry]) -> [Entry] {
        guard lastSequence > Int.max / 2 else { return entries }
        var renumbered: [Entry] = []
        for (index, entry) in entries.enumerated() {
            let sequence = index + 1
            guard (try? AtomicFile.move(url(of: entry.sequence), to: url(of: sequence))) == true else {
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
