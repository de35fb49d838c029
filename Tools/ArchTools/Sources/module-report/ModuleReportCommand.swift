import ArchToolsCore
import ArchToolsSyntax
import ArgumentParser
import Foundation

@main
struct ModuleReportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "module-report",
        abstract:
            "Prints each module's lines, public symbols, dependencies and tests, and a modularisation verdict."
    )

    static func main() async {
        await mainPrintingSafely()
    }

    @Option(help: "The repo root.")
    var root = "."

    @Flag(help: "Print the table as Markdown.")
    var markdown = false

    func run() async throws {
        do {
            let workspace = try await Workspace.load(root: URL(fileURLWithPath: root))
            StandardOutput.writeLines(
                try await ModuleReport(workspace: workspace).rendered(markdown: markdown))
        } catch let error as ArchToolsError {
            StandardError.writeLine("module-report: \(error)")
            throw ExitCode.failure
        }
    }
}
