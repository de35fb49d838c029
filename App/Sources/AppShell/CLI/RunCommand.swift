import ArgumentParser

struct RunCommand: ShellModeCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "run",
            abstract: "Run scripts: files, directories of them (their *.txt files), or - for standard input.",
            usage: "app-shell run <file> ... [--junit <file>] [<options>]")
    }

    @Argument(
        help: ArgumentHelp("Scripts, directories of scripts, or - for standard input.", valueName: "file"),
        completion: .file())
    var files: [String]

    @Option(
        name: .customLong("junit"), help: ArgumentHelp("Write a JUnit XML report to FILE.", valueName: "file"),
        completion: .file()
    )
    var junitReport: String?

    @OptionGroup var options: ShellOptionGroup
    @OptionGroup var backend: BackendOptionGroup

    func validate() throws {
        if let junitReport {
            do {
                _ = try ReportFile(junitReport)
            } catch {
                throw ValidationError(error.message)
            }
        }
    }

    var shellOptions: ShellOptions {
        options.options(for: .runScripts(paths: files, junitReport: junitReport), backend: backend)
    }
}
