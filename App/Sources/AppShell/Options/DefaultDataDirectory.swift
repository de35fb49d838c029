import Foundation

/// Where the shell keeps its data when `--data-dir` is not given.
enum DefaultDataDirectory {
    /// `$XDG_DATA_HOME/app-shell` when that is an absolute path, else `~/.local/share/app-shell`.
    static func url(environment: [String: String]) -> URL {
        if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            return URL(fileURLWithPath: dataHome, isDirectory: true).appendingPathComponent(
                "app-shell", isDirectory: true)
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return URL(fileURLWithPath: home, isDirectory: true)
            .appendingPathComponent(".local/share/app-shell", isDirectory: true)
    }

    /// A new, empty directory under the system's temporary directory, for a demo.
    static func temporary() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent(
            "app-shell-demo-\(UUID().uuidString)", isDirectory: true)
    }
}
