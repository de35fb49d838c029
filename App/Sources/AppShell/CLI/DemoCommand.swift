import ArgumentParser

struct DemoCommand: ShellModeCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "demo", abstract: "A narrated tour of every flow, start to finish.")
    }

    @OptionGroup var options: ShellOptionGroup

    @Flag(name: .customLong("no-pause"), help: "Run every section without waiting for Enter between them.")
    var noPause = false

    func validate() throws {
        if options.apiURL != nil {
            throw ValidationError(
                "demo tours the embedded backend (it signs up an account and sets its faults), so it takes no --api-url; use run or the prompt against another server"
            )
        }
    }

    var shellOptions: ShellOptions {
        var shellOptions = options.options(for: .demo)
        shellOptions.pausesBetweenSections = !noPause
        return shellOptions
    }
}
