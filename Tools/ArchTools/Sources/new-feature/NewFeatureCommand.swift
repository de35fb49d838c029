import ArchTools
import ArgumentParser
import Foundation

@main
struct NewFeatureCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new-feature",
        abstract: "Scaffolds a feature package under Packages/Features and wires it into the repo.",
        discussion: """
            NAME starts with an uppercase letter and has only ASCII letters and digits, at most 24 \
            (Inbox, ReadingList). A name that is invalid or already taken changes nothing.
            """
    )

    static func main() async {
        await mainPrintingSafely()
    }

    @Argument(help: "The feature's name, for example Inbox: the package folder and the prefix of its types.")
    var name: String

    @Option(help: "The repo root.")
    var root = "."

    func run() async throws {
        let rootURL = URL(fileURLWithPath: root)
        let scaffolder = FeatureScaffolder(
            root: rootURL,
            templates: rootURL.appendingPathComponent("Tools/ArchTools/Templates/Feature", isDirectory: true)
        )
        do {
            StandardOutput.writeLines(try await scaffolder.scaffold(name: name).summary)
        } catch let error as ArchToolsError {
            StandardError.writeLine("new-feature: \(error)")
            throw ExitCode.failure
        }
    }
}
