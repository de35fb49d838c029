import Foundation
import Logging
import Storage

/// Scene storage on disk: one versioned file of every window's IDs, and a marker of a restoration under way.
struct SceneStore: Sendable {
    private let file: VersionedFile<SceneSnapshot>
    private let marker: URL
    private let now: @Sendable () -> Date
    private let logger: Logger

    init(directory: URL, now: @escaping @Sendable () -> Date, logger: Logger) {
        file = SceneSnapshot.format(in: directory)
        marker = directory.appendingPathComponent("scenes.restoring")
        self.now = now
        self.logger = logger
    }

    /// The snapshot to restore; nil when none, unreadable, or the last launch died restoring it.
    func loadForRestoration() -> SceneSnapshot? {
        do {
            if Self.exists(marker) {
                try AtomicFile.delete(marker)
                if Self.exists(file.url) {
                    let moved = try Quarantine.moveAside(file.url, now: now())
                    logger.error("The last launch died while restoring windows; skipped restoring them (moved to \(moved.lastPathComponent))")
                }
                return nil
            }
            switch try file.load(now: now()) {
            case .missing:
                return nil
            case .loaded(let snapshot):
                return snapshot
            case .quarantined(let movedTo, let reason):
                logger.error("Scene storage could not be used (\(reason)); moved to \(movedTo.lastPathComponent), starting clean")
                return nil
            }
        } catch {
            logger.error("Scene storage could not be read: \(error)")
            return nil
        }
    }

    func beginRestoring() {
        perform("mark the restoration") { () throws(StorageError) in try AtomicFile.write(Data(), to: marker) }
    }

    func finishRestoring() {
        perform("clear the restoration mark") { () throws(StorageError) in try AtomicFile.delete(marker) }
    }

    func save(_ snapshot: SceneSnapshot) {
        perform("save scene storage") { () throws(StorageError) in try file.save(snapshot) }
    }

    func clear() {
        perform("clear scene storage") { () throws(StorageError) in
            try file.delete()
            try AtomicFile.delete(marker)
        }
    }

    private static func exists(_ url: URL) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: url.path)) != nil
    }

    private func perform(_ what: String, _ operation: () throws(StorageError) -> Void) {
        do {
            try operation()
        } catch {
            logger.error("Could not \(what): \(error)")
        }
    }
}
