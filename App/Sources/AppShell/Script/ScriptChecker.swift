import Design
import Foundation

/// Checks a whole script before any of it runs: every command, argument count and listed value.
enum ScriptChecker {
    /// The script, understood; throws the first line that cannot be run.
    static func check(_ source: String, backendAvailable: Bool) throws(ScriptError) -> Script {
        var items: [Script.Item] = []
        let lines = source.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for (index, text) in lines.enumerated() {
            if let item = try check(line: text, number: index + 1, backendAvailable: backendAvailable) {
                items.append(item)
            }
        }
        return Script(items: items)
    }

    /// One line, understood; nil for a blank line.
    static func check(line text: Substring, number: Int, backendAvailable: Bool) throws(ScriptError) -> Script
        .Item?
    {
        let trimmed = text.drop(while: \.isWhitespace)
        if trimmed.isEmpty { return nil }
        if trimmed.first == "#" {
            return .comment(
                line: number, text: String(trimmed.dropFirst()).trimmingCharacters(in: .whitespaces))
        }
        do {
            let arguments = try ScriptTokenizer.arguments(in: trimmed)
            let command = try CommandParser.command(from: arguments, backendAvailable: backendAvailable)
            return .command(ScriptLine(number: number, command: command, arguments: arguments))
        } catch {
            throw ScriptError(line: number, message: error.message)
        }
    }
}
