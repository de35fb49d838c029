import Foundation

/// Why an input was refused, with a reason to show the user.
public enum ValidationError: Error, Equatable, Sendable, CaseIterable, LocalizedError {
    /// The email address does not look like `local@domain.tld`.
    case invalidEmail
    /// No password was given to sign in with.
    case passwordMissing
    /// The new password has fewer than 8 characters.
    case passwordTooShort
    /// The new password has more than 128 characters.
    case passwordTooLong
    /// The new password has no letter.
    case passwordNeedsLetter
    /// The new password has no digit.
    case passwordNeedsDigit
    /// The display name is empty or only whitespace.
    case displayNameEmpty
    /// The display name has more than 40 characters.
    case displayNameTooLong
    /// The display name has a character other than a letter, digit, space or `.'-`.
    case displayNameInvalidCharacters
    /// The bio has more than 160 characters.
    case bioTooLong
    /// The bio has a line break or another control character.
    case bioNotOneLine

    /// The user-facing reason.
    public var message: String {
        switch self {
        case .invalidEmail: "Enter an email address like name@example.com."
        case .passwordMissing: "Enter your password."
        case .passwordTooShort:
            "Use at least \(Validation.passwordLength.lowerBound) characters for your password."
        case .passwordTooLong:
            "Use at most \(Validation.passwordLength.upperBound) characters for your password."
        case .passwordNeedsLetter: "Include at least one letter in your password."
        case .passwordNeedsDigit: "Include at least one digit in your password."
        case .displayNameEmpty: "Enter a display name."
        case .displayNameTooLong:
            "Use at most \(Validation.displayNameLength.upperBound) characters for your display name."
        case .displayNameInvalidCharacters:
            "Use only letters, digits, spaces and . ' - in your display name."
        case .bioTooLong: "Use at most \(Validation.bioMaxLength) characters for your bio."
        case .bioNotOneLine: "Write your bio on one line, without tabs or control characters."
        }
    }

    /// The user-facing reason.
    public var errorDescription: String? { message }
}
