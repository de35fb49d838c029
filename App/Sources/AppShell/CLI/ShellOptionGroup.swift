import AppCore
import ArgumentParser
import Foundation
import Networking

/// The options every mode takes, written after the mode (`app-shell run s.txt --json`).
struct ShellOptionGroup: ParsableArguments {
    @Option(
        name: .customLong("data-dir"), help: "Where the session, scene storage and analytics outbox live.",
        completion: .directory)
    var dataDirectory: String?

    @Option(name: .customLong("api-url"), help: "Talk to that backend instead of starting the embedded one.")
    var apiURL: String?

    @Option(
        name: .customLong("ca-file"),
        help:
            "Trust the PEM certificate authority in FILE besides the system's (a staging server's private CA).",
        completion: .file(extensions: ["pem", "crt"])
    )
    var certificateAuthorityFile: String?

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
        if let apiURL {
            // No message repeats the URL's text: it may hold a password.
            guard apiURL.unicodeScalars.allSatisfy(Self.isURLCharacter), let url = URL(string: apiURL) else {
                throw ValidationError(
                    "--api-url must be a URL written with URL characters only (no space, line break or"
                        + " other character that needs escaping)")
            }
            do {
                try LiveHTTPClient.checkBaseURL(url)
            } catch {
                throw ValidationError("--api-url: \(error.technicalDetail)")
            }
            if url.scheme?.lowercased() == "https", !PlatformTransport.speaksHTTPS {
                throw ValidationError("--api-url: https: \(PlatformTransport.withoutTLS)")
            }
        }
        if let certificateAuthorityFile {
            do {
                _ = try CertificateAuthorityFile.read(certificateAuthorityFile)
            } catch {
                throw ValidationError(error.message)
            }
        }
        if let minimumLoadingMilliseconds, minimumLoadingMilliseconds < 0 {
            throw ValidationError("--min-loading-ms must be 0 or more, not \(minimumLoadingMilliseconds)")
        }
        if dataDirectory?.isEmpty == true {
            throw ValidationError("--data-dir must not be empty")
        }
    }

    func options(for mode: ShellOptions.Mode) -> ShellOptions {
        ShellOptions(
            mode: mode,
            dataDirectory: dataDirectory.map(Self.directoryURL),
            apiURL: apiURL.flatMap { URL(string: $0) },
            // Read again: if the file changed since `validate()`, only the system's authorities are trusted.
            certificateAuthorities: certificateAuthorityFile.flatMap {
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

    private static func isURLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII
            && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || "-._~:/?#[]@!$&'()*+,;=%".unicodeScalars.contains(scalar))
    }
}
