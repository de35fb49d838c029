import Design

enum CommandParser {
    /// `arguments` read against `table`; backend commands are refused when there is no embedded backend.
    static func reading(
        of arguments: [String], in table: CommandTable<ScriptCommand>, backendAvailable: Bool
    ) throws(CommandSyntaxError) -> CommandTable<ScriptCommand>.Reading {
        let reading = try table.reading(of: arguments)
        if case .backend = reading.value, !backendAvailable {
            throw CommandSyntaxError("backend commands need the embedded backend, and --api-url was given")
        }
        return reading
    }
}
