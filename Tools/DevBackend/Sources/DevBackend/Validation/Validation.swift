import Foundation

/// The account rules of docs/design.md, implemented here independently of the app's Models.
/// Each failure is a 422 whose message is a user-facing reason.
enum Validation {
    static func email(_ email: String) throws(APIError) {
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        let labels = parts.count == 2 ? parts[1].split(separator: ".", omittingEmptySubsequences: false) : []
        let isValid = parts.count == 2
            && !parts[0].isEmpty
            && email.count <= 254
            && !email.contains(where: \.isWhitespace)
            && !hasControlCharacter(email)
            && labels.count >= 2
            && labels.allSatisfy { !$0.isEmpty }
            && (labels.last?.count ?? 0) >= 2
            && (labels.last?.allSatisfy(\.isLetter) ?? false)
        guard isValid else {
            throw .invalid(code: "invalid_email", "Enter an email address like name@example.com.")
        }
    }

    static func password(_ password: String) throws(APIError) {
        guard (8...128).contains(password.count) else {
            throw .invalid(code: "invalid_password", "The password must be 8 to 128 characters long.")
        }
        guard password.contains(where: \.isLetter), password.contains(where: \.isWholeNumber) else {
            throw .invalid(code: "invalid_password", "The password needs at least one letter and one digit.")
        }
    }

    static func name(_ name: String) throws(APIError) {
        guard (1...40).contains(name.count), !name.allSatisfy({ $0 == " " }) else {
            throw .invalid(code: "invalid_name", "The name must be 1 to 40 characters long.")
        }
        guard name.unicodeScalars.allSatisfy(isAllowedInName) else {
            throw .invalid(code: "invalid_name", "The name may contain only letters, digits, spaces and . ' -")
        }
    }

    /// At most 160 characters on one line: a profile whose bio holds a line break or another
    /// control character is one the app cannot read back (it decodes a bio as one line).
    static func bio(_ bio: String) throws(APIError) {
        guard bio.count <= 160 else {
            throw .invalid(code: "invalid_bio", "The bio must be at most 160 characters long.")
        }
        guard !hasControlCharacter(bio) else {
            throw .invalid(
                code: "invalid_bio", "The bio must be one line, without tabs or control characters.")
        }
    }

    /// Whether any scalar is a control character (a line break, a tab, NUL, ESC, DEL, a C1 control).
    private static func hasControlCharacter(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    private static let nameCharacters = CharacterSet.letters
        .union(.decimalDigits)
        .union(CharacterSet(charactersIn: " .'-"))

    private static func isAllowedInName(_ scalar: Unicode.Scalar) -> Bool {
        nameCharacters.contains(scalar)
    }
}
