import ArgumentParser

/// `app-shell demo`: the narrated tour of every flow.
struct DemoCommand: ShellModeCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "demo", abstract: "A narrated tour of every flow, start to finish.")
    }

    @OptionGroup var options: ShellOptionGroup

    var shellOptions: ShellOptions { options.options(for: .demo) }
}
