struct ScriptLine: Equatable, Sendable {
    let number: Int
    let command: ScriptCommand
    let echo: String
    let secrets: [String]

    init(number: Int, command: ScriptCommand, arguments: [String], secrets: [String] = []) {
        self.number = number
        self.command = command
        self.echo = Self.echo(of: arguments)
        self.secrets = secrets
    }

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
