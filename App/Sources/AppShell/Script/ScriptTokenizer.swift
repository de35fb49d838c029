import Design

/// Splits one script line into its arguments: space-separated, double quotes hold spaces.
enum ScriptTokenizer {
    static func arguments(in line: Substring) throws(CommandSyntaxError) -> [String] {
        var arguments: [String] = []
        var rest = line[...]
        while let start = rest.firstIndex(where: { !isSeparator($0) }) {
            rest = rest[start...]
            if rest.first == "\"" {
                let quoted = rest.dropFirst()
                guard let close = quoted.firstIndex(of: "\"") else {
                    throw CommandSyntaxError("a quoted argument has no closing quote")
                }
                arguments.append(String(quoted[..<close]))
                rest = quoted[quoted.index(after: close)...]
                guard rest.first.map(isSeparator) ?? true else {
                    throw CommandSyntaxError(
                        "a closing quote must be followed by a space or the end of the line")
                }
            } else {
                let end = rest.firstIndex(where: isSeparator) ?? rest.endIndex
                let word = rest[..<end]
                guard !word.utf8.contains(UInt8(ascii: "\"")) else {
                    throw CommandSyntaxError("a quote may only start an argument: \(word)")
                }
                arguments.append(String(word))
                rest = rest[end...]
            }
        }
        return arguments
    }

    private static func isSeparator(_ character: Character) -> Bool {
        character == " " || character == "\t"
    }
}
