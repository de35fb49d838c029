import Foundation
import Networking

/// How a shell session runs: its mode and the options written after it.
struct ShellOptions: Equatable, Sendable {
    /// What the session does.
    enum Mode: Equatable, Sendable {
        case interactive
        case demo
        case run(scriptPath: String)
        case runScripts(paths: [String], junitReport: String?)
    }

    var mode: Mode
    var dataDirectory: URL?
    var apiURL: URL?
    var certificateAuthorities: CertificateAuthorities?
    var json = false
    var minimumLoadingMilliseconds: Int?
    var trace = false
    var pausesBetweenSections = false

    var minimumLaunchDuration: Duration {
        if let minimumLoadingMilliseconds { return .milliseconds(minimumLoadingMilliseconds) }
        switch mode {
        case .run, .runScripts: return .zero
        case .interactive, .demo: return .milliseconds(500)
        }
    }

    var usesVirtualClock: Bool { mode != .interactive && hasEmbeddedBackend }

    var hasEmbeddedBackend: Bool { apiURL == nil }
}
