import ArchTools
import ArgumentParser
import Foundation

@main
struct ArchCheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "arch-check",
        abstract: "Checks module boundaries, layering and module shape; one line per violation."
    )

    @Option(help: "The repo root.")
    var root = "."

    func run() async throws {
        do {
            let workspace = try await Workspace.load(root: URL(fileURLWithPath: root))
            let report = try await ArchCheck.run(on: workspace)
            for violation in report.violations {
                print(violation)
            }
            print(report.summary)
            if !report.violations.isEmpty {
                throw ExitCode.failure
            }
        } catch let error as ArchToolsError {
            FileHandle.standardError.write(Data("arch-check: \(error)\n".utf8))
            throw ExitCode.failure
        }
    }
}
