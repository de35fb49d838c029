import Design
import Foundation

enum ScriptChecker {
    static func check(_ source: String, backendAvailable: Bool, variables: ScriptVariables = .none)
        throws(ScriptError) -> Script
    {
        var items: [Script.Item] = []
        let lines = source.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for (index, text) in lines.enumerated() {
            if let item = try check(
                line: text, number: index + 1, backendAvailable: backendAvailable, variables: variables)
            {
                items.append(item)
            }
        }
        return Script(items: items)
    }

    /// Line `number` read against `table` (a script's, or the prompt's with its own commands).
    static func check(
        line text: Substring, number: Int, backendAvailable: Bool, variables: ScriptVariables = .none,
        table: CommandTable<ScriptCommand> = ShellCommands.table
    ) throws(ScriptError) -> Script.Item? {
        let trimmed = text.drop(while: \.isWhitespace)
        if trimmed.isEmpty { return nil }
        if trimmed.first == "#" {
            // The one space after `#` goes; the rest of the indentation stays (a table's continued rows).
            var comment = trimmed.dropFirst()
            if comment.first == " " { comment = comment.dropFirst() }
            while comment.last?.isWhitespace == true { comment = comment.dropLast() }
            return .comment(line: number, text: String(comment))
        }
        do {
            let written = try ScriptTokenizer.arguments(in: trimmed)
            var substitutions: [ScriptVariables.Substitution] = []
            for argument in written {
                substitutions.append(try variables.substitute(in: argument))
            }
            let reading = try reading(
                of: substitutions, written: written, in: table, backendAvailable: backendAvailable)
            return .command(
                ScriptLine(
                    number: number, reading: reading, arguments: written,
                    secrets: substitutions.flatMap(\.values)))
        } catch {
            throw ScriptError(line: number, message: error.message)
        }
    }

    /// The line the substituted arguments spell; an error quotes the written line, never a value.
    private static func reading(
        of substitutions: [ScriptVariables.Substitution], written: [String],
        in table: CommandTable<ScriptCommand>,
        backendAvailable: Bool
    ) throws(CommandSyntaxError) -> CommandTable<ScriptCommand>.Reading {
        let arguments = substitutions.map(\.text)
        let names = substitutions.flatMap(\.names)
        guard !names.isEmpty else {
            return try CommandParser.reading(of: arguments, in: table, backendAvailable: backendAvailable)
        }
        do {
            return try CommandParser.reading(of: arguments, in: table, backendAvailable: backendAvailable)
        } catch {
            _ = try CommandParser.reading(of: written, in: table, backendAvailable: backendAvailable)
            let variables = names.map { "${\($0)}" }.joined(separator: ", ")
            throw CommandSyntaxError(
                "the value of \(variables) does not fit this command (a variable's value is never shown)")
        }
    }
}
