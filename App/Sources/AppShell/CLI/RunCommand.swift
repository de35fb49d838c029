import ArgumentParser

/// `app-shell run FILE`: runs a script; exit 0 when every `expect` held, 1 at the first that did
/// not, 2 when the script cannot be run.
struct RunCommand: ShellModeCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "run", abstract: "Run a script (FILE may be - for standard input).")
    }

    @Argument(help: "The script, or - for standard input.", completion: .file())
    var file: String

    @OptionGroup var options: ShellOptionGroup

    var shellOptions: ShellOptions { options.options(for: .run(scriptPath: file)) }
}
