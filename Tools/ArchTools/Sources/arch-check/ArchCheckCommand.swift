import ArchToolsCore
import ArchToolsSyntax
import ArgumentParser
import Foundation

@main
struct ArchCheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "arch-check",
        abstract: "Checks module boundaries, layering and module shape; one line per violation."
    )

    static func main() async {
        await mainPrintingSafely()
    }

    @Option(help: "The repo root.")
    var root = "."

    @Argument(
        help: ArgumentHelp(
            "Package folders whose modules and files to check (default: every package).",
            discussion: "Every manifest is checked either way.",
            valueName: "package-folder"
        )
    )
    var packages: [String] = []

    func run() async throws {
        do {
            let workspace = try await Workspace.load(root: URL(fileURLWithPath: root))
            let paths = try packages.isEmpty ? nil : Set(packages.map(workspace.packagePath(at:)))
            let report = try await ArchCheck.run(on: workspace, packagePaths: paths)
            for violation in report.violations {
                StandardOutput.writeLine("\(violation)")
            }
            StandardOutput.writeLine(report.summary)
            if !report.violations.isEmpty {
                throw ExitCode.failure
            }
        } catch let error as ArchToolsError {
            StandardError.writeLine("arch-check: \(error)")
            throw ExitCode.failure
        }
    }
}
