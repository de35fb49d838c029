import Foundation

/// Moves a file that cannot be read out of the way, so a fresh start never overwrites it and a
/// person can still look at it.
public enum Quarantine {
    /// Renames `url` to `<name>.corrupt-<unix time>[-n]` beside it (the name cut short if the whole
    /// would be too long for a file name), never replacing an earlier one, and returns the new
    /// location. A symbolic link moves as the link; its target is untouched.
    @discardableResult
    public static func moveAside(_ url: URL, now: Date) throws(StorageError) -> URL {
        // The name as the path has it: `lastPathComponent` drops some characters, such as a
        // leading U+FEFF.
        let name = url.path.split(separator: "/").last.map(String.init) ?? url.lastPathComponent
        let directory = url.deletingLastPathComponent()
        guard let moved = moveAside(path: url.path, named: name, in: directory, now: now) else {
            throw .system("move aside", url)
        }
        return directory.appendingPathComponent(moved)
    }

    /// ``moveAside(_:now:)`` for the entry at `path` in `directory`, which may be a name no
    /// `String` can hold, shown as `name`. Returns the new name, or nil when it fails, with the
    /// reason in `errno`.
    static func moveAside(path: UnsafePointer<CChar>, named name: String, in directory: URL, now: Date)
        -> String?
    {
        let stamp = Int64(now.timeIntervalSince1970)
        var attempt = 1
        while true {
            let suffix = attempt == 1 ? "" : "-\(attempt)"
            let mark = "\(marker)\(stamp)\(suffix)"
            let destination = fitting(name, before: mark) + mark
            switch AtomicFile.move(path: path, to: directory.appendingPathComponent(destination).path) {
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

    /// `name`, cut short at a character if need be so that it and `mark` fit in a file name
    /// (255 bytes).
    private static func fitting(_ name: String, before mark: String) -> String {
        let room = 255 - mark.utf8.count
        guard name.utf8.count > room else { return name }
        var cut = ""
        for character in name {
            guard cut.utf8.count + character.utf8.count <= room else { break }
            cut.append(character)
        }
        return cut
    }
}
