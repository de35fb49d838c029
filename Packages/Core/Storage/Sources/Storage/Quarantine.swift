import Foundation

/// Moves a file that cannot be read out of the way, keeping it for a person to look at.
public enum Quarantine {
    /// Renames `url` to `<name>.corrupt-<unix time>[-n]` beside it, never replacing one, and returns where.
    @discardableResult
    public static func moveAside(_ url: URL, now: Date) throws(StorageError) -> URL {
        // The name as the path has it: `lastPathComponent` drops some characters, such as a leading U+FEFF.
        let name = url.path.split(separator: "/").last.map(String.init) ?? url.lastPathComponent
        let directory = url.deletingLastPathComponent()
        guard let moved = moveAside(path: url.path, named: name, in: directory, now: now) else {
            throw .system("move aside", url)
        }
        return directory.appendingPathComponent(moved)
    }

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
