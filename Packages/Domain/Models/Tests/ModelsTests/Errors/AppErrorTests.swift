import Foundation
import Testing

@testable import Models

@Test func appErrorNamesAreTheScreenAndStateNames() {
    #expect(AppError.allCases.map(\.rawValue) == ["networkUnavailable", "sessionExpired", "maintenanceMode"])
}

@Test func appErrorsHaveUserFacingMessages() {
    #expect(
        AppError.networkUnavailable.message == "Can't reach the server. Check your connection and try again.")
    #expect(AppError.sessionExpired.message == "Your session has expired. Please sign in again.")
    #expect(
        AppError.maintenanceMode.message == "The service is down for maintenance. Please try again later.")
}

@Test(arguments: AppError.allCases)
func appErrorLocalizedDescriptionIsItsMessage(error: AppError) {
    #expect(error.localizedDescription == error.message)
}

@Test(arguments: AppError.allCases)
func appErrorRoundTripsThroughJSON(error: AppError) throws {
    #expect(try WireJSON.decode(AppError.self, from: WireJSON.encode(error)) == error)
}

@Test func unknownAppErrorFailsToDecodeNamingTheAllowedValues() {
    #expect(
        WireJSON.decodingFailure(AppError.self, from: #""teapot""#)
            == #"Unknown AppError "teapot"; expected one of: networkUnavailable, sessionExpired, maintenanceMode."#
    )
}
