/// One command of a script, with where it came from and how to echo it.
struct ScriptLine: Equatable, Sendable {
    /// The 1-based line number in the script.
    let number: Int
    /// What the line asks for.
    let command: ScriptCommand
    /// The line as written, as `command` events show it: any password as `***`, links redacted.
    let echo: String
    /// The values `${NAME}` variables put into the line, which the shell never prints.
    let secrets: [String]

    init(number: Int, command: ScriptCommand, arguments: [String], secrets: [String] = []) {
        self.number = number
        self.command = command
        self.echo = Self.echo(of: arguments)
        self.secrets = secrets
    }

    /// The arguments joined back into a line, quoted where needed, with the password of `login`
    /// and `signup` (their second argument) masked and the link of `open` redacted.
    static func echo(of arguments: [String]) -> String {
        let passwordIndex = ["login", "signup"].contains(arguments.first) ? 2 : nil
        let isOpen = arguments.first == "open"
        return arguments.enumerated().map { index, argument in
            if index == passwordIndex { return "***" }
            let isLink = isOpen && index > 0 && argument != "--window" && arguments[index - 1] != "--window"
            let shown = isLink ? RedactedURL.text(argument) : argument
            let needsQuotes = shown.isEmpty || shown.contains(where: { $0 == " " || $0 == "\t" })
            return needsQuotes ? "\"\(shown)\"" : shown
        }.joined(separator: " ")
    }
}
