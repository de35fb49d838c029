import AppCore
import ArgumentParser
import Foundation
import Networking

/// The options that name another backend than the embedded one: `interactive` and `run` take them.
struct BackendOptionGroup: ParsableArguments {
    @Option(name: .customLong("api-url"), help: "Talk to that backend instead of starting the embedded one.")
    var apiURL: String?

    @Option(
        name: .customLong("ca-file"),
        help:
            "Trust the PEM certificate authority in FILE besides the system's (a staging server's private CA).",
        completion: .file(extensions: ["pem", "crt"])
    )
    var certificateAuthorityFile: String?

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
    }

    private static func isURLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII
            && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || "-._~:/?#[]@!$&'()*+,;=%".unicodeScalars.contains(scalar))
    }
}
