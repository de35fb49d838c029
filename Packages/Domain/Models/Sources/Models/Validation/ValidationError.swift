import Foundation

/// Why an input was refused, with a reason to show the user.
public enum ValidationError: Error, Equatable, Sendable, CaseIterable, LocalizedError {
    case invalidEmail
    case passwordMissing
    case passwordTooShort
    case passwordTooLong
    case passwordNeedsLetter
    case passwordNeedsDigit
    case displayNameEmpty
    case displayNameTooLong
    case displayNameInvalidCharacters
    case bioTooLong
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

    public var errorDescription: String? { message }
}
