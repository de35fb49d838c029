import Foundation
import Testing

@testable import Models

@Test(arguments: ValidationError.allCases)
func everyValidationErrorHasAOneLineUserFacingReason(error: ValidationError) {
    #expect(!error.message.isEmpty)
    #expect(!error.message.contains("\n"))
    #expect(error.localizedDescription == error.message)
}

@Test func validationReasonsNameTheLimits() {
    #expect(ValidationError.passwordTooShort.message == "Use at least 8 characters for your password.")
    #expect(ValidationError.passwordTooLong.message == "Use at most 128 characters for your password.")
    #expect(ValidationError.displayNameTooLong.message == "Use at most 40 characters for your display name.")
    #expect(ValidationError.bioTooLong.message == "Use at most 160 characters for your bio.")
}
