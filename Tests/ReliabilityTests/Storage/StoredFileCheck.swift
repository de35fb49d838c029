import Foundation

/// What a launch must have done with a stored file it could not use: moved it aside to one
/// `<name>.corrupt-…` sibling holding exactly the original bytes, leaving nothing at the old name;
/// and with one it could use: moved nothing aside.
enum StoredFileCheck {
    /// Why `name` in `directory` is not as it should be, or nil when it is.
    static func problem(in directory: URL, name: String, original: Data, movedAside: Bool) -> String? {
        let siblings = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let aside = siblings.filter { $0.hasPrefix("\(name).corrupt-") }
        guard movedAside else {
            return aside.isEmpty ? nil : "a usable \(name) was moved aside to \(aside)"
        }
        if FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path) {
            return "\(name) is still there"
        }
        guard aside.count == 1, let moved = aside.first else { return "\(name) was moved aside to \(aside)" }
        let kept = FileManager.default.contents(atPath: directory.appendingPathComponent(moved).path)
        return kept == original ? nil : "\(moved) does not hold the original bytes"
    }
}
