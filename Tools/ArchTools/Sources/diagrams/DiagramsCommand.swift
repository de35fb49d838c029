import ArchToolsCore
import ArgumentParser
import Foundation

@main
struct DiagramsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diagrams",
        abstract:
            "Generates the module graph and the app state diagram into docs/ (Mermaid, DOT, SVG) and AppCore's DocC articles (tables, SVG).",
        discussion: "The state diagram comes from the root package's app-state-table executable."
    )

    static func main() async {
        await mainPrintingSafely()
    }

    @Option(help: "The repo root.")
    var root = "."

    @Flag(help: "Change nothing; fail, naming each file, when the committed diagrams are out of date.")
    var check = false

    @Flag(help: "Only the module graph and its table, from the manifests: the app is not built.")
    var modulesOnly = false

    @Option(
        help: """
            The build folder for app-state-table (default: the root package's .build). A folder the \
            repo's scripts share is built with their flags, which Tools/diagrams passes in \
            SHARED_BUILD_FLAGS.
            """)
    var appScratchPath: String?

    func run() async throws {
        let outcome: DiagramUpdate.Outcome
        do {
            outcome = try await DiagramUpdate.run(
                root: URL(fileURLWithPath: root), checkOnly: check, modulesOnly: modulesOnly,
                appBuildOptions: appBuildOptions)
        } catch let error as ArchToolsError {
            StandardError.writeLine("diagrams: \(error)")
            throw ExitCode.failure
        }
        for path in outcome.changedFiles {
            if check {
                StandardError.writeLine(
                    "diagrams: \(path) is out of date; run Tools/diagrams and commit the result")
            } else {
                StandardOutput.writeLine("diagrams: wrote \(path)")
            }
        }
        if outcome.changedFiles.isEmpty {
            StandardOutput.writeLine("diagrams: up to date")
        }
        if let error = outcome.stateDiagramError {
            StandardError.writeLine("diagrams: \(error)")
        }
        if (check && !outcome.changedFiles.isEmpty) || outcome.stateDiagramError != nil {
            throw ExitCode.failure
        }
    }

    /// SwiftPM's options for building app-state-table: none for the root package's own `.build`;
    /// for a given folder, it and the shared folders' flags (Tools/shared-build-flags.sh).
    private var appBuildOptions: [String] {
        guard let appScratchPath else { return [] }
        let flags = ProcessInfo.processInfo.environment["SHARED_BUILD_FLAGS"] ?? ""
        return ["--scratch-path", appScratchPath] + flags.split(separator: " ").map(String.init)
    }
}
