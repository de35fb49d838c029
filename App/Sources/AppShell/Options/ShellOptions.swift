import Foundation
import Networking

/// How a shell session runs: its mode and the options written after it.
struct ShellOptions: Equatable, Sendable {
    /// What the session does.
    enum Mode: Equatable, Sendable {
        case interactive
        case demo
        /// A script from a file, or from standard input when the path is `-`.
        case run(scriptPath: String)
        case runScripts(paths: [String], junitReport: String?)
    }

    var mode: Mode
    /// Where the app and the embedded backend keep their files; nil for the mode's default.
    var dataDirectory: URL?
    /// The backend to talk to; nil starts the embedded one.
    var apiURL: URL?
    /// Certificate authorities to trust besides the system's (`--ca-file`).
    var certificateAuthorities: CertificateAuthorities?
    /// Whether to print events as JSON Lines.
    var json = false
    /// Whether text output may be in colour on a terminal (`--no-color` turns it off).
    var color = true
    /// The minimum launch-screen time; nil for the mode's default.
    var minimumLoadingMilliseconds: Int?
    /// Whether each command's path through the modules is printed from the start (`--trace`).
    var trace = false
    /// Whether the demo waits for Enter between its sections, on a terminal (not `--no-pause`).
    var pausesBetweenSections = false

    /// The minimum launch-screen time in force: 500 ms unless told, 0 for `run`.
    var minimumLaunchDuration: Duration {
        if let minimumLoadingMilliseconds { return .milliseconds(minimumLoadingMilliseconds) }
        switch mode {
        case .run, .runScripts: return .zero
        case .interactive, .demo: return .milliseconds(500)
        }
    }

    /// Whether the app runs on the virtual clock: `run` and `demo` against the embedded backend.
    var usesVirtualClock: Bool { mode != .interactive && hasEmbeddedBackend }

    /// Whether `backend ...` lines can run: only against the embedded backend.
    var hasEmbeddedBackend: Bool { apiURL == nil }
}
