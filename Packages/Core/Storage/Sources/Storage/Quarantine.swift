import Foundation

/// Moves a file that cannot be read out of the way, so a fresh start never overwrites it and a
/// person can still look at it.
public enum Quarantine {
    /// Renames `url` to `<name>.corrupt-<unix time>[-n]` beside it, never replacing an earlier one,
    /// and returns the new location. A symbolic link moves as the link; its target is untouched.
    @discardableResult
    public static func moveAside(_ url: URL, now: Date) throws(StorageError) -> URL {
        guard let moved = moveAside(path: url.path, named: url.lastPathComponent, in: url.deletingLastPathComponent(), now: now)
        else { throw .system("move aside", url) }
        return moved
    }

    /// ``moveAside(_:now:)`` for the entry at `path`, which may be a name no `String` can hold,
    /// shown as `name`; nil when it fails, with the reason in `errno`.
    static func moveAside(path: UnsafePointer<CChar>, named name: String, in directory: URL, now: Date) -> URL? {
        let stamp = Int64(now.timeIntervalSince1970)
        var attempt = 1
        while true {
            let suffix = attempt == 1 ? "" : "-\(attempt)"
            let destination = directory.appendingPathComponent("\(name)\(marker)\(stamp)\(suffix)")
            switch AtomicFile.move(path: path, to: destination.path) {
            case true?: return destination
            case false?: attempt += 1
            case nil: return nil
            }
        }
    }

    /// Whether `name` is one that ``moveAside(_:now:)`` gives, so a reader leaves it alone.
    public static func isMovedAside(named name: String) -> Bool {
        name.contains(marker)
    }

    private static let marker = ".corrupt-"
}
