import Design
import Foundation

/// Where the shell keeps its data when `--data-dir` is not given.
enum DefaultDataDirectory {
    /// `$XDG_DATA_HOME/app-shell` when that is an absolute path, else `~/.local/share/app-shell`,
    /// with the variables `environment` gives; the refusal of one it uses that is not UTF-8 text.
    static func url(environment: (String) -> Result<String?, NotUTF8Text>) throws(NotUTF8Text) -> URL {
        if let dataHome = try environment("XDG_DATA_HOME").get(), dataHome.hasPrefix("/") {
            return URL(fileURLWithPath: dataHome, isDirectory: true).appendingPathComponent(
                "app-shell", isDirectory: true)
        }
        let home = try environment("HOME").get().flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return URL(fileURLWithPath: home, isDirectory: true)
            .appendingPathComponent(".local/share/app-shell", isDirectory: true)
    }

    /// A new, empty directory under the system's temporary directory, for `mode` (demo or run).
    static func temporary(for mode: String = "demo") -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent(
            "app-shell-\(mode)-\(UUID().uuidString)", isDirectory: true)
    }
}
