import ArgumentParser

struct InteractiveCommand: ShellModeCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "interactive", abstract: "A prompt on the real clock; `help` lists every command.",
            usage: "app-shell [interactive] [<options>]")
    }

    @OptionGroup var options: ShellOptionGroup
    @OptionGroup var backend: BackendOptionGroup

    var shellOptions: ShellOptions { options.options(for: .interactive, backend: backend) }
}
