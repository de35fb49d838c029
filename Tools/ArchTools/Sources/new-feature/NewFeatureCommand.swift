import ArchToolsCore
import ArgumentParser
import Foundation

@main
struct NewFeatureCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new-feature",
        abstract: "Scaffolds a feature package under Packages/Features and wires it into the app.",
        discussion: """
            NAME starts with an uppercase letter and has only ASCII letters and digits, at most 24 \
            (Inbox, ReadingList). A name that is invalid or already taken changes nothing. Once the \
            package is written and listed, the module graph is regenerated (diagrams --modules-only).
            """
    )

    static func main() async {
        await mainPrintingSafely()
    }

    @Argument(help: "The feature's name, for example Inbox: the package folder and the prefix of its types.")
    var name: String

    @Flag(help: "Give the feature a tab in the main window, titled with its name's words.")
    var tab = false

    @Option(help: "The repo root.")
    var root = "."

    func run() async throws {
        let rootURL = URL(fileURLWithPath: root)
        let scaffolder = FeatureScaffolder(
            root: rootURL,
            templates: rootURL.appendingPathComponent("Tools/ArchTools/Templates/Feature", isDirectory: true)
        )
        let scaffolded: ScaffoldOutcome
        do {
            scaffolded = try await scaffolder.scaffold(name: name, withTab: tab)
            StandardOutput.writeLines(scaffolded.summary)
        } catch let error as ArchToolsError {
            StandardError.writeLine("new-feature: \(error)")
            throw ExitCode.failure
        }
        do {
            let outcome = try await DiagramUpdate.run(
                workspace: try await scaffolded.workspace(), checkOnly: false, modulesOnly: true)
            for path in outcome.changedFiles {
                StandardOutput.writeLine("new-feature: regenerated \(path)")
            }
        } catch let error as ArchToolsError {
            StandardError.writeLine(
                "new-feature: the package is in place, but the module graph is not: \(error)")
            StandardError.writeLine("new-feature: run Tools/diagrams --modules-only once that is fixed")
            throw ExitCode.failure
        }
    }
}
