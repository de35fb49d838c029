import AppCore
import Design

/// Turns one line's arguments into a command, checking the command's name, its argument count and
/// every listed value, without running anything.
enum CommandParser {
    /// The longest `wait`: a day, far beyond any timer the app sets.
    static let maximumWait = 86_400_000

    /// The command the arguments spell; `backendAvailable` is false under `--api-url`, where
    /// `backend ...` lines cannot run.
    static func command(from arguments: [String], backendAvailable: Bool) throws(CommandSyntaxError)
        -> ScriptCommand
    {
        guard let name = arguments.first else { throw CommandSyntaxError("an empty command") }
        let rest = arguments.dropFirst()
        switch name {
        case "launch": return try bare(rest, name, .launch)
        case "relaunch": return try bare(rest, name, .relaunch)
        case "kill": return try bare(rest, name, .kill)
        case "print": return try bare(rest, name, .print)
        case "logout": return try bare(rest, name, .intent(.logout))
        case "back": return try bare(rest, name, .intent(.back))
        case "retry": return try bare(rest, name, .intent(.retry))
        case "login", "signup", "onboarding", "tab", "open", "posts", "post", "profile", "settings", "phase",
            "window":
            return .intent(try intent(name, rest))
        case "backend":
            guard backendAvailable else {
                throw CommandSyntaxError(
                    "backend commands need the embedded backend, and --api-url was given")
            }
            return .backend(try backend(rest))
        case "wait":
            var reader = ArgumentReader(rest, usage: Command.wait.usage)
            let milliseconds = try reader.number("MS", in: 0...maximumWait)
            try reader.finish()
            return .wait(milliseconds: milliseconds)
        case "expect": return .expect(try expectation(rest))
        default:
            throw CommandSyntaxError("unknown command \(ArgumentReader.quoted(name))")
        }
    }

    private static func bare(
        _ arguments: ArraySlice<String>, _ name: String, _ command: ScriptCommand
    ) throws(CommandSyntaxError) -> ScriptCommand {
        try ArgumentReader(arguments, usage: name).finish()
        return command
    }

    static func windowID(_ name: String) throws(CommandSyntaxError) -> WindowID {
        guard let id = WindowID(name), id.postID.map(isWord) ?? true else {
            throw CommandSyntaxError(
                "\(ArgumentReader.quoted(name)) is not a window ID; use main or post-<postID>")
        }
        return id
    }

    /// `text`, if it is a word: what an ID or name a script gives must be. The app checks an ID's
    /// finer shape itself, with a message a person sees too.
    static func identifier(_ text: String, placeholder: String) throws(CommandSyntaxError) -> String {
        guard isWord(text) else {
            throw CommandSyntaxError(
                "\(placeholder) must be a word without spaces, not \(ArgumentReader.quoted(text))")
        }
        return text
    }

    private static func isWord(_ text: String) -> Bool {
        !text.isEmpty && !text.contains(where: \.isWhitespace)
    }
}
