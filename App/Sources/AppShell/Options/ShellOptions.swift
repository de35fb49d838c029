import Foundation
import Networking

struct ShellOptions: Equatable, Sendable {
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
    var certificateAuthorities: CertificateAuthorities?
    var json = false
    var color = true
    /// The minimum launch-screen time; nil for the mode's default.
    var minimumLoadingMilliseconds: Int?
    var trace = false
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
