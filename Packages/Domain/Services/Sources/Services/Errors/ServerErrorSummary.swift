/// Reads the `code: message` line Networking makes of the backend's error body, for a 422's message.
enum ServerErrorSummary {
    static func message(in summary: String) -> String? {
        guard let separator = summary.range(of: ": ") else { return nil }
        let code = summary[..<separator.lowerBound]
        let message = summary[separator.upperBound...]
        guard !code.isEmpty, code.allSatisfy(isCodeCharacter), !message.isEmpty else { return nil }
        return String(message)
    }

    private static func isCodeCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLowercase || character.isNumber || character == "_")
    }
}
