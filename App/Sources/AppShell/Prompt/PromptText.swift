import AppCore
import Design
import Foundation

enum PromptText {
    /// `app> `, or `app [post-p5]> ` while several windows are open.
    static func prompt(windows: [WindowID], focused: WindowID) -> String {
        windows.count > 1 ? "app [\(TextRenderer.terminalSafeLine(focused.description))]> " : "app> "
    }

    static func banner(dataDirectory: URL, backend: ShellBackend) -> [String] {
        let server =
            switch backend {
            case .embedded(let embedded): "the embedded dev backend at \(embedded.baseURL.absoluteString)"
            case .remote(let url): url.absoluteString
            }
        return [
            "app-shell \(ShellVersion.current): data in \(dataDirectory.path), backend \(server)",
            "type help for every command; Tab completes, Up recalls, Ctrl-D leaves",
        ]
    }
}
