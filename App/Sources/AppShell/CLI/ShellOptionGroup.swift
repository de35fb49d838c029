import ArgumentParser
import Foundation

/// The options every mode takes, written after the mode (`app-shell run s.txt --json`).
struct ShellOptionGroup: ParsableArguments {
    @Option(
        name: .customLong("data-dir"), help: "Where the session, scene storage and analytics outbox live.")
    var dataDirectory: String?

    @Option(name: .customLong("api-url"), help: "Talk to that backend instead of starting the embedded one.")
    var apiURL: String?

    @Flag(name: .customLong("json"), help: "Print events as JSON Lines on stdout (logs go to stderr).")
    var json = false

    // Unconditional, so `-5` is read as the (refused) value rather than as an unknown option.
    @Option(
        name: .customLong("min-loading-ms"), parsing: .unconditional,
        help: "Minimum launch-screen time (default 500; `run` defaults to 0).")
    var minimumLoadingMilliseconds: Int?

    func validate() throws {
        if let apiURL, Self.backendURL(apiURL) == nil {
            throw ValidationError("--api-url must be an http or https URL with a host, not \"\(apiURL)\"")
        }
        if let minimumLoadingMilliseconds, minimumLoadingMilliseconds < 0 {
            throw ValidationError("--min-loading-ms must be 0 or more, not \(minimumLoadingMilliseconds)")
        }
        if dataDirectory?.isEmpty == true {
            throw ValidationError("--data-dir must not be empty")
        }
    }

    /// The session options for `mode`.
    func options(for mode: ShellOptions.Mode) -> ShellOptions {
        ShellOptions(
            mode: mode,
            dataDirectory: dataDirectory.map {
                URL(fileURLWithPath: $0, isDirectory: true).standardizedFileURL
            },
            apiURL: apiURL.flatMap(Self.backendURL),
            json: json,
            minimumLoadingMilliseconds: minimumLoadingMilliseconds
        )
    }

    private static func backendURL(_ text: String) -> URL? {
        guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased()),
            url.host != nil
        else {
            return nil
        }
        return url
    }
}
