import AppCore
import Design

/// Every script command, written once: the shell's own around the app's and its features'.
enum ShellCommands {
    static let table: CommandTable<ScriptCommand> =
        CommandTable([
            .init(.launch, .launch),
            .init(.relaunch, .relaunch),
            .init(.kill, .kill),
        ])
        + AppVocabulary.standard.commands.map(ScriptCommand.intent)
        + BackendCommands.table.map(ScriptCommand.backend)
        + CommandTable([
            .init(.wait) { reader throws(CommandSyntaxError) in
                .wait(milliseconds: try reader.number("MS", in: 0...maximumWait))
            },
            .init(.print, .print),
            .init(.trace) { reader throws(CommandSyntaxError) in
                .trace(try reader.choice("on|off", from: ["on", "off"]) == "on")
            },
        ])
        + ExpectationCommands.table.map(ScriptCommand.expect)

    /// The prompt's: every script command, then its own (`exit` is `quit` by another name).
    static let prompt =
        table
        + CommandTable([
            .init(.help) { reader in .help(reader.rest()) },
            .init(.quit, .quit),
            .init(.exit, .quit),
        ])

    /// The prompt's own commands, as `help` lists them.
    static let interactive: [Command] = [.help, .quit]

    static let maximumWait = 86_400_000

}

extension Command {
    static let launch = Command("launch", "start the app (before launch)", example: "launch")
    static let relaunch = Command("relaunch", "terminate cleanly, then launch again", example: "relaunch")
    static let kill = Command("kill", "terminate abruptly, then launch again", example: "kill")
    static let wait = Command("wait MS", "advance the app's clock", example: "wait 500")
    static let print = Command("print", "render the focused window", example: "print")
    static let trace = Command(
        "trace on|off", "after each command, print the path it took through the modules", example: "trace on")
    static let help = Command(
        "help [COMMAND]", "list every command, or show one in full", example: "help window",
        offeredOn: "the prompt")
    static let quit = Command(
        "quit", "terminate cleanly and leave (or Ctrl-D, or Ctrl-C at an idle prompt)", example: "quit",
        offeredOn: "the prompt")
    static let exit = Command("exit", "the same as quit", example: "exit", offeredOn: "the prompt")
}
