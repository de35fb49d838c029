import Design
import Foundation

enum DefaultDataDirectory {
    static func url(environment: (String) -> Result<String?, NotUTF8Text>) throws(NotUTF8Text) -> URL {
        if let dataHome = try environment("XDG_DATA_HOME").get(), dataHome.hasPrefix("/") {
            return URL(fileURLWithPath: dataHome, isDirectory: true).appendingPathComponent(
                "app-shell", isDirectory: true)
        }
        let home = try environment("HOME").get().flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return URL(fileURLWithPath: home, isDirectory: true)
            .appendingPathComponent(".local/share/app-shell", isDirectory: true)
    }

    static func temporary(for mode: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent(
            "app-shell-\(mode)-\(UUID().uuidString)", isDirectory: true)
    }
}
