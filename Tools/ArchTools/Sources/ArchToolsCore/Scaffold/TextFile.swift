import Foundation

/// A repo file the scaffolder edits: read once, then replaced whole, keeping its permissions (so
/// `Tools/test-all` stays executable).
struct TextFile {
    /// The path relative to the repo root, as messages show it.
    let path: String
    /// The contents when read.
    let text: String
    private let url: URL
    private let permissions: Int?

    init(root: URL, path: String) throws {
        self.path = path
        url = root.appendingPathComponent(path)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw ArchToolsError("\(path): cannot be read")
        }
        text = String(decoding: data, as: UTF8.self)
        permissions =
            (try? FileManager.default.attributesOfItem(atPath: url.path))?[.posixPermissions] as? Int
    }

    /// Writes `newText` in place of the file, atomically.
    func replace(with newText: String) throws {
        do {
            try Data(newText.utf8).write(to: url, options: .atomic)
            if let permissions {
                try FileManager.default.setAttributes(
                    [.posixPermissions: permissions], ofItemAtPath: url.path)
            }
        } catch {
            throw ArchToolsError("\(path): cannot be written (\(error.localizedDescription))")
        }
    }
}
