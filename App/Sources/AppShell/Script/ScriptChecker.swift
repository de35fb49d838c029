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

    static func check(
        line text: Substring, number: Int, backendAvailable: Bool, variables: ScriptVariables = .none
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
            let command = try command(
                from: substitutions, written: written, backendAvailable: backendAvailable)
            return .command(
                ScriptLine(
                    number: number, command: command, arguments: written,
                    secrets: substitutions.flatMap(\.values)))
        } catch {
            throw ScriptError(line: number, message: error.message)
        }
    }

    /// The command the substituted arguments spell; an error quotes the written line, never a value.
    private static func command(
        from substitutions: [ScriptVariables.Substitution], written: [String], backendAvailable: Bool
    ) throws(CommandSyntaxError) -> ScriptCommand {
        let arguments = substitutions.map(\.text)
        let names = substitutions.flatMap(\.names)
        guard !names.isEmpty else {
            return try CommandParser.command(from: arguments, backendAvailable: backendAvailable)
        }
        do {
            return try CommandParser.command(from: arguments, backendAvailable: backendAvailable)
        } catch {
            _ = try CommandParser.command(from: written, backendAvailable: backendAvailable)
            let variables = names.map { "${\($0)}" }.joined(separator: ", ")
            throw CommandSyntaxError(
                "the value of \(variables) does not fit this command (a variable's value is never shown)")
        }
    }
}
