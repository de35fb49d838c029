import ArgumentParser
import Foundation

/// The options every mode takes, written after the mode (`app-shell run s.txt --json`); the backend's
/// are `BackendOptionGroup`'s.
struct ShellOptionGroup: ParsableArguments {
    @Option(
        name: .customLong("data-dir"), help: "Where the session, scene storage and analytics outbox live.",
        completion: .directory)
    var dataDirectory: String?

    @Flag(name: .customLong("json"), help: "Print events as JSON Lines on stdout (logs go to stderr).")
    var json = false

    @Flag(name: .customLong("no-color"), help: "No colour on a terminal (as NO_COLOR=1 does).")
    var noColor = false

    @Flag(
        name: .customLong("trace"),
        help: "After each command, print the path it took through the modules (`trace on|off` at the prompt)."
    )
    var trace = false

    // Unconditional, so `-5` is read as the (refused) value rather than as an unknown option.
    @Option(
        name: .customLong("min-loading-ms"), parsing: .unconditional,
        help: "Minimum launch-screen time (default 500; `run` defaults to 0).")
    var minimumLoadingMilliseconds: Int?

    func validate() throws {
        if let minimumLoadingMilliseconds, minimumLoadingMilliseconds < 0 {
            throw ValidationError("--min-loading-ms must be 0 or more, not \(minimumLoadingMilliseconds)")
        }
        if dataDirectory?.isEmpty == true {
            throw ValidationError("--data-dir must not be empty")
        }
    }

    func options(for mode: ShellOptions.Mode, backend: BackendOptionGroup) -> ShellOptions {
        ShellOptions(
            mode: mode,
            dataDirectory: dataDirectory.map(Self.directoryURL),
            apiURL: backend.apiURL.flatMap { URL(string: $0) },
            // Read again: if the file changed since `validate()`, only the system's authorities are trusted.
            certificateAuthorities: backend.certificateAuthorityFile.flatMap {
                try? CertificateAuthorityFile.read($0)
            },
            json: json,
            color: !noColor,
            minimumLoadingMilliseconds: minimumLoadingMilliseconds,
            trace: trace
        )
    }

    static func directoryURL(_ path: String) -> URL {
        URL(fileURLWithPath: path.hasPrefix("/") ? path : "./" + path, isDirectory: true).standardizedFileURL
    }
}
