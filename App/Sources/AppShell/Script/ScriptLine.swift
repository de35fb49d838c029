import AppCore
import Design

/// A checked line of a script or the prompt: what it runs, and how it is shown and traced.
struct ScriptLine: Equatable, Sendable {
    let number: Int
    let command: ScriptCommand
    /// The line as the shell prints it: secrets as `***`, a link in its redacted form.
    let echo: String
    /// The name of the line's trace span: its command's words, never its arguments.
    let name: String
    let secrets: [String]

    /// Line `number`, which spells `arguments` and reads as `reading`; `secrets` are the values its
    /// variables put in, which output masks.
    init(
        number: Int, reading: CommandTable<ScriptCommand>.Reading, arguments: [String], secrets: [String] = []
    ) {
        self.number = number
        command = reading.value
        echo = Self.echo(of: arguments, reading: reading)
        name = reading.command.name
        self.secrets = secrets
    }

    /// `arguments` as a line shows them: what `reading` read as a secret as `***`, and its link as
    /// the link's own redacted form.
    static func echo(of arguments: [String], reading: CommandTable<ScriptCommand>.Reading) -> String {
        arguments.enumerated().map { index, argument in
            let shown =
                if reading.secretPositions.contains(index) {
                    "***"
                } else if reading.linkPositions.contains(index) {
                    reading.value.link?.redacted ?? "***"
                } else {
                    argument
                }
            let needsQuotes = shown.isEmpty || shown.contains(where: { $0 == " " || $0 == "\t" })
            return needsQuotes ? "\"\(shown)\"" : shown
        }.joined(separator: " ")
    }
}
