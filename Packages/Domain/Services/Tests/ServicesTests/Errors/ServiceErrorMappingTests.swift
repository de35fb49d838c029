import Models
import Networking
import Testing

@testable import Services

@Suite struct ServiceErrorMappingTests {
    @Test(arguments: [
        (NetworkError.offline, ServiceError.offline),
        (.tooManyOpenFiles, .tooManyOpenFiles),
        (.timeout, .timeout),
        (.unauthorized, .sessionExpired),
        (.maintenance, .maintenance),
        (.cancelled, .cancelled),
        (.http(status: 403, summary: "private: This profile is private."), .privateProfile),
        (.http(status: 404, summary: "not_found: There is no post with this ID."), .notFound),
        (.http(status: 409, summary: "email_taken: An account with this email already exists."), .emailTaken),
        (.http(status: 429, summary: "rate_limited: Too many requests; retry later."), .server(status: 429)),
        (.http(status: 500, summary: "storage_failed: nothing was changed"), .server(status: 500)),
        (.http(status: 503, summary: "unavailable: try later"), .server(status: 503)),
        (.http(status: 507, summary: "insufficient_storage: the disk is full"), .server(status: 507)),
    ])
    func mapsANetworkErrorToWhatItMeansToTheApp(_ network: NetworkError, _ expected: ServiceError) {
        #expect(ServiceError(network) == expected)
    }

    @Test func aRefusedInputCarriesTheBackendsReason() {
        let error = ServiceError(.http(status: 422, summary: "invalid_name: The name must be 1 to 40 characters long."))
        #expect(error == .invalid(reason: "The name must be 1 to 40 characters long."))
    }

    @Test func aRefusedInputWithoutAReadableReasonGetsAGenericOne() {
        #expect(ServiceError(.http(status: 422, summary: "no body")) == .invalid(reason: ServiceError.genericInvalidReason))
    }

    @Test(arguments: [
        NetworkError.decoding("Profile: missing key 'userId' at the top level"),
        .redirected(status: 302),
        .responseTooLarge(limit: 2_097_152),
        .invalidResponse("expected JSON, got text/html"),
    ])
    func anAnswerBreakingTheAPIsRulesIsABadResponseWithItsDetailKeptForLogs(_ network: NetworkError) {
        #expect(ServiceError(network) == .badResponse(network.technicalDetail))
    }

    @Test(arguments: [
        NetworkError.invalidRequest("GET /v1/x: the body did not encode"),
        .http(status: 400, summary: "invalid_cursor: The cursor is not one this server handed out."),
    ])
    func anythingElseIsUnexpectedWithItsDetailKeptForLogs(_ network: NetworkError) {
        #expect(ServiceError(network) == .unexpected(network.technicalDetail))
    }

    @Test func aValidationErrorBecomesInvalidWithItsMessage() {
        #expect(ServiceError(ValidationError.bioTooLong) == .invalid(reason: ValidationError.bioTooLong.message))
    }
}
