/// Reads the `code: message` line Networking makes of the backend's `{code, message}` error body,
/// so that a 422's message (written to be shown, per the API document) can reach the user.
enum ServerErrorSummary {
    /// The message of a `code: message` summary, or nil when the summary has another shape.
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
