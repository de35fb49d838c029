/// The input rules of the app, in one place.
public enum Validation {
    /// How many characters a password may have.
    public static let passwordLength = 8...128
    /// How many characters a display name may have, after trimming.
    public static let displayNameLength = 1...40
    /// The most characters a bio may have, after trimming.
    public static let bioMaxLength = 160
    /// The most characters an email address may have (RFC 5321).
    public static let emailMaxLength = 254

    /// The email address trimmed, if it looks like `local@domain.tld`.
    public static func email(_ email: String) throws(ValidationError) -> String {
        let email = email.trimmed
        guard email.count <= emailMaxLength else { throw .invalidEmail }
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, isEmailLocalPart(parts[0]), isEmailDomain(parts[1]) else {
            throw .invalidEmail
        }
        return email
    }

    /// Checks a new password: 8–128 characters with at least one letter and one digit.
    public static func password(_ password: String) throws(ValidationError) {
        guard password.count >= passwordLength.lowerBound else { throw .passwordTooShort }
        guard password.count <= passwordLength.upperBound else { throw .passwordTooLong }
        guard password.contains(where: \.isLetter) else { throw .passwordNeedsLetter }
        guard password.contains(where: \.isWholeNumber) else { throw .passwordNeedsDigit }
    }

    /// The display name trimmed, if it has 1–40 characters, each a letter, a digit, a space or one of `.'-`.
    public static func displayName(_ name: String) throws(ValidationError) -> String {
        let name = name.trimmed
        guard !name.isEmpty else { throw .displayNameEmpty }
        guard name.count <= displayNameLength.upperBound else { throw .displayNameTooLong }
        guard name.allSatisfy(isDisplayNameCharacter) else { throw .displayNameInvalidCharacters }
        return name
    }

    /// The bio trimmed, if it has at most 160 characters on one line.
    public static func bio(_ bio: String) throws(ValidationError) -> String {
        let bio = bio.trimmed
        guard bio.count <= bioMaxLength else { throw .bioTooLong }
        guard !bio.hasControlCharacter else { throw .bioNotOneLine }
        return bio
    }

    private static func isDisplayNameCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isWholeNumber || " .'-".contains(character)
    }

    private static func isEmailLocalPart(_ local: Substring) -> Bool {
        !local.isEmpty && !local.contains { $0.isWhitespace || $0.isNewline }
            && !local.hasControlCharacter
    }

    private static func isEmailDomain(_ domain: Substring) -> Bool {
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, let topLevel = labels.last else { return false }
        return labels.allSatisfy(isDomainLabel) && topLevel.count >= 2 && topLevel.allSatisfy(\.isLetter)
    }

    private static func isDomainLabel(_ label: Substring) -> Bool {
        guard let first = label.first, let last = label.last, first != "-", last != "-" else { return false }
        return label.allSatisfy { $0.isLetter || $0.isWholeNumber || $0 == "-" }
    }
}
