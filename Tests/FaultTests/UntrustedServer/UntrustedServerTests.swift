#if TLS
import AppTesting
import DevBackend
import DevBackendTLS
import Foundation
import NetworkingTLSTesting
import NetworkingTesting
import Testing

/// The real `app-shell` over HTTPS: the dev backend behind a certificate from a private CA is
/// reached with `--ca-file`, and a server the app can't trust is one clear line that names the
/// cause, never "offline", with nothing sent to it.
struct UntrustedServerTests {
    private static let signIn = """
        login alice@example.com correct-horse
        expect state authenticated
        expect screen profile
        """

    @Test func theDevBackendBehindAPrivateCAIsReachedWithCAFile() async throws {
        let directory = try ScratchDirectory.make("tls-backend")
        defer { ScratchDirectory.remove(directory) }
        let identity = try TLSIdentity(
            certificateChain: Array(TestCertificates.loopback.utf8), privateKey: Array(TestCertificates.leafKey.utf8))
        let backend = try DevBackend(configuration: .init(tls: identity))
        let url = try await backend.start()
        let run = try await AppShellProcess.run(
            ["run", try Self.write(Self.signIn, in: directory), "--api-url", url.absoluteString]
                + Self.options(in: directory, authority: TestCertificates.authority))
        await backend.stop()
        #expect(url.scheme == "https")
        #expect(run.status == 0, "\(run.stdout.suffix(600)) \(run.stderr.suffix(400))")
    }

    /// The certificates, by name (the arguments print the name, not the PEM text).
    private static let certificates = [
        "expired": TestCertificates.expired, "not yet valid": TestCertificates.notYetValid,
        "another host's": TestCertificates.otherHost, "self-signed": TestCertificates.selfSigned,
        "from the test CA": TestCertificates.loopback,
    ]

    @Test(arguments: [
        ("expired", true, "its certificate has expired"),
        ("not yet valid", true, "its certificate is not valid yet"),
        ("another host's", true, "its certificate is for another host"),
        ("self-signed", true, "its certificate is self-signed"),
        ("from the test CA", false, "its certificate is from an issuer the app does not trust"),
    ])
    func anUntrustedServerIsOneClearLineNamingTheCause(
        certificate name: String, givesCAFile: Bool, cause: String
    ) async throws {
        let certificate = try #require(Self.certificates[name])
        let directory = try ScratchDirectory.make("untrusted-server")
        defer { ScratchDirectory.remove(directory) }
        let server = try await LoopbackServer.start(tls: LoopbackTLS(presenting: certificate))
        let script = """
            login alice@example.com correct-horse
            expect state unauthenticated
            expect error "Can't reach a trusted server: \(cause)."
            """
        let run = try await AppShellProcess.run(
            ["run", try Self.write(script, in: directory), "--api-url", server.baseURL.absoluteString]
                + Self.options(in: directory, authority: givesCAFile ? TestCertificates.authority : nil))
        await server.stop()
        #expect(run.status == 0, "\(run.stdout.suffix(600)) \(run.stderr.suffix(400))")
        #expect(!run.stdout.lowercased().contains("offline"))
        #expect(server.requests.isEmpty)
    }

    private static func write(_ script: String, in directory: URL) throws -> String {
        let file = directory.appendingPathComponent("script.txt")
        try Data(script.utf8).write(to: file)
        return file.path
    }

    private static func options(in directory: URL, authority: String?) throws -> [String] {
        var options = ["--data-dir", directory.appendingPathComponent("data").path]
        if let authority {
            let file = directory.appendingPathComponent("ca.pem")
            try Data(authority.utf8).write(to: file)
            options += ["--ca-file", file.path]
        }
        return options
    }
}
#endif
