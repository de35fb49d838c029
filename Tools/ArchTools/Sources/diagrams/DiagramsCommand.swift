import ArchTools
import ArgumentParser
import Foundation

@main
struct DiagramsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diagrams",
        abstract: "Generates the module graph and the app state diagram into docs/ (Mermaid and DOT).",
        discussion: "The state diagram comes from the root package's app-state-table executable."
    )

    @Option(help: "The repo root.")
    var root = "."

    @Flag(help: "Change nothing; fail, naming each file, when the committed diagrams are out of date.")
    var check = false

    @Option(help: "The build folder for app-state-table (default: the root package's .build).")
    var appScratchPath: String?

    func run() async throws {
        do {
            let rootURL = URL(fileURLWithPath: root)
            let workspace = try await Workspace.load(root: rootURL)
            var stateTableError: ArchToolsError?
            let stateTable: StateTable?
            do {
                stateTable = try await AppStateTableLoader.load(from: workspace, scratchPath: appScratchPath)
            } catch let error as ArchToolsError {
                stateTable = nil
                stateTableError = error
            }
            let files = try DiagramFiles.expected(
                graph: ModuleGraph(workspace: workspace), stateTable: stateTable, root: workspace.root
            )
            let failed = check ? report(stale: DiagramFiles.stale(files, root: workspace.root)) : try write(files, workspace)
            if let stateTableError {
                printError("diagrams: \(stateTableError)")
            }
            if failed || stateTableError != nil {
                throw ExitCode.failure
            }
        } catch let error as ArchToolsError {
            printError("diagrams: \(error)")
            throw ExitCode.failure
        }
    }

    /// Prints the stale files; whether there were any.
    private func report(stale: [String]) -> Bool {
        for path in stale {
            printError("diagrams: \(path) is out of date; run Tools/diagrams and commit the result")
        }
        if stale.isEmpty {
            print("diagrams: up to date")
        }
        return !stale.isEmpty
    }

    private func write(_ files: [GeneratedFile], _ workspace: Workspace) throws -> Bool {
        let written = try DiagramFiles.write(files, root: workspace.root)
        print(written.isEmpty ? "diagrams: up to date" : written.map { "diagrams: wrote \($0)" }.joined(separator: "\n"))
        return false
    }

    private func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
