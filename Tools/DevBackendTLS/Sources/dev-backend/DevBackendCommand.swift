import ArgumentParser
import Design
import DevBackend
import DevBackendTLS
import Foundation

/// `dev-backend`: the dev backend as a standalone server on 127.0.0.1, until SIGINT or SIGTERM.
@main
struct DevBackendCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dev-backend",
        abstract:
            "Serve the app's HTTP API (docs/openapi.yaml) from memory on 127.0.0.1, with seeded accounts,"
            + " over TLS when given a certificate and its key."
    )

    /// ArgumentParser's `main()`, except that what it prints is made safe first: a refusal quotes
    /// the argument it refuses, and an escape sequence in it would otherwise reach the terminal.
    /// An argument that is not UTF-8 is refused as a refusal of the parser's would be.
    static func main() async {
        do {
            try await parse(ProcessArguments.current().get()).run()
        } catch let refusal as NotUTF8Text {
            writeToStandardError("Error: \(refusal)")
            exit(withError: ExitCode.validationFailure)
        } catch {
            let status = exitCode(for: error)
            let message = fullMessage(for: error)
            if !message.isEmpty {
                // The parser's message has lines of its own (the refusal, the usage).
                let safe = TextRenderer.terminalSafe(message)
                status.isSuccess ? print(safe) : writeToStandardError(safe)
            }
            // An `ExitCode` has no message: this only ends the process with the status.
            exit(withError: status)
        }
    }

    @Option(help: "The port to listen on, on 127.0.0.1 only; 0 picks a free one.")
    var port: UInt16 = 8080

    @Option(
        name: .customLong("data-dir"),
        help: "Keep the data in DIR/dev-backend.json; without it, data lives in memory only.")
    var dataDirectory: String?

    @Option(name: .customLong("tls-cert"), help: "Serve HTTPS, presenting the PEM certificate chain in FILE.")
    var tlsCertificate: String?

    @Option(name: .customLong("tls-key"), help: "The PEM private key of --tls-cert's certificate.")
    var tlsKey: String?

    func validate() throws {
        // An empty path would be the current directory, which nobody asked for.
        if dataDirectory?.isEmpty == true {
            throw ValidationError("--data-dir must not be empty")
        }
        if (tlsCertificate == nil) != (tlsKey == nil) {
            throw ValidationError("--tls-cert and --tls-key go together")
        }
    }

    func run() async throws {
        let signals = TerminationSignals()
        let backend: DevBackend
        let url: URL
        do {
            let directory = dataDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
            backend = try DevBackend(configuration: .init(port: port, dataDirectory: directory, tls: tlsIdentity()))
            url = try await backend.start()
        } catch {
            Self.writeLineToStandardError("dev-backend: \(error)")
            throw ExitCode.failure
        }
        Self.writeLineToStandardError(
            "dev-backend: listening on \(url.absoluteString), \(storageNote(backend))")
        await signals.next()
        await backend.stop()
    }

    /// The certificate and key to serve TLS with, read from their files; nil for plain HTTP.
    private func tlsIdentity() throws -> TLSIdentity? {
        guard let tlsCertificate, let tlsKey else { return nil }
        return try TLSIdentity(
            certificateChain: try PEMFile.read(tlsCertificate, for: "--tls-cert"),
            privateKey: try PEMFile.read(tlsKey, for: "--tls-key"))
    }

    private func storageNote(_ backend: DevBackend) -> String {
        guard let dataDirectory else { return "data in memory only" }
        var note =
            "data in \(URL(fileURLWithPath: dataDirectory).appendingPathComponent("dev-backend.json").path)"
        if let quarantined = backend.quarantinedFile {
            note += " (not a regular file, too large, or it did not decode: moved aside to"
            note += " \(quarantined.lastPathComponent), started from the seed)"
        }
        if let quarantined = backend.quarantinedEventLog {
            note += " (the event log was not a regular file, too large, or had a line that did not decode:"
            note += " moved aside to \(quarantined.lastPathComponent), what decoded kept)"
        }
        return note
    }

    /// Writes `message` as one terminal-safe line: it may quote a path, and a line break in one
    /// must not start a line that reads as a message of its own.
    private static func writeLineToStandardError(_ message: String) {
        writeToStandardError(TextRenderer.terminalSafeLine(message))
    }

    /// Writes `text` and a line break; with standard error closed or its reader gone, the text is
    /// dropped (the throwing write: the other one traps).
    private static func writeToStandardError(_ text: String) {
        try? FileHandle.standardError.write(contentsOf: Data((text + "\n").utf8))
    }
}
