import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Moves a file that cannot be read out of the way, so a fresh start never overwrites it and a
/// person can still look at it.
public enum Quarantine {
    /// Renames `url` to `<name>.corrupt-<unix time>[-n]` beside it, never replacing an earlier one,
    /// and returns the new location.
    @discardableResult
    public static func moveAside(_ url: URL, now: Date) throws(StorageError) -> URL {
        let stamp = Int64(now.timeIntervalSince1970)
        var attempt = 1
        while true {
            let suffix = attempt == 1 ? "" : "-\(attempt)"
            let destination = url.deletingLastPathComponent()
                .appendingPathComponent("\(url.lastPathComponent).corrupt-\(stamp)\(suffix)")
            // link(2) fails rather than replace an existing file, unlike rename(2).
            if link(url.path, destination.path) == 0 {
                unlink(url.path)
                return destination
            }
            guard errno == EEXIST else { throw AtomicFile.failure("move aside", url) }
            attempt += 1
        }
    }
}
