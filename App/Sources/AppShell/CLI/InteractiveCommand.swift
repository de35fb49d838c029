import ArgumentParser

struct InteractiveCommand: ShellModeCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "interactive", abstract: "A prompt on the real clock; `help` lists every command.")
    }

    @OptionGroup var options: ShellOptionGroup

    var shellOptions: ShellOptions { options.options(for: .interactive) }
}
