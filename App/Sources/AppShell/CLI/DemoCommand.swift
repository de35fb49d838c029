import ArgumentParser

struct DemoCommand: ShellModeCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "demo", abstract: "A narrated tour of every flow, start to finish.",
            usage: "app-shell demo [<options>] [--no-pause]")
    }

    @OptionGroup var options: ShellOptionGroup
    /// Hidden: the demo tours the embedded backend, and a backend named here is refused with the reason.
    @OptionGroup(visibility: .hidden) var backend: BackendOptionGroup

    @Flag(name: .customLong("no-pause"), help: "Run every section without waiting for Enter between them.")
    var noPause = false

    func validate() throws {
        if backend.apiURL != nil || backend.certificateAuthorityFile != nil {
            throw ValidationError(
                "demo tours the embedded backend (it signs up an account and sets its faults), so it takes no"
                    + " --api-url or --ca-file; use run or the prompt against another server"
            )
        }
    }

    var shellOptions: ShellOptions {
        var shellOptions = options.options(for: .demo, backend: backend)
        shellOptions.pausesBetweenSections = !noPause
        return shellOptions
    }
}
