import AppCore
import Design
import DevBackend
import Foundation

enum PromptText {
    /// `app> `, or `app [post-p5]> ` while several windows are open.
    static func prompt(windows: [WindowID], focused: WindowID) -> String {
        windows.count > 1 ? "app [\(TextRenderer.terminalSafeLine(focused.description))]> " : "app> "
    }

    /// The lines a session on a terminal starts with: where its data and backend are, the embedded
    /// backend's accounts to sign in as, and the keys.
    static func banner(dataDirectory: URL, backend: ShellBackend) -> [String] {
        let server =
            switch backend {
            case .embedded(let embedded): "the embedded dev backend at \(embedded.baseURL.absoluteString)"
            case .remote(let url): url.absoluteString
            }
        var lines = ["app-shell \(ShellVersion.current): data in \(dataDirectory.path), backend \(server)"]
        if case .embedded = backend {
            // Named, not their password: no password is ever part of what the shell prints unasked.
            lines.append(
                "sign in as \(SeedAccounts.alice.email) (returning) or \(SeedAccounts.newbie.email)"
                    + " (first time); help login shows their password")
        }
        return lines + ["type help for every command; Tab completes, Up recalls, Ctrl-D leaves"]
    }
}
