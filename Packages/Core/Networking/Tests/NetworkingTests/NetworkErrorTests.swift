import Foundation
import Testing

@testable import Networking

private let everyKind: [NetworkError] = [
    .offline, .tooManyOpenFiles, .timeout, .unauthorized, .maintenance,
    .http(status: 404, summary: "not_found: no post p9 for token abc.def"),
    .http(status: 429, summary: "rate_limited"), .http(status: 500, summary: "boom at db.query"),
    .decoding("Note: missing key 'text' at $"), .cancelled,
    .invalidRequest("POST /x: the body did not encode"),
]

@Test func transientErrorsAreTheOnesWorthRetryingLater() {
    #expect(
        everyKind.filter(\.isTransient) == [
            .offline, .tooManyOpenFiles, .timeout, .http(status: 429, summary: "rate_limited"),
            .http(status: 500, summary: "boom at db.query"),
        ])
}

@Test(arguments: everyKind)
func userFacingTextHidesTheTechnicalDetail(_ error: NetworkError) throws {
    let message = try #require(error.errorDescription)
    #expect(!message.isEmpty)
    for detail in ["404", "429", "500", "not_found", "abc.def", "db.query", "missing key", "HTTP", "body"] {
        #expect(!message.contains(detail))
    }
}

@Test func technicalDetailKeepsTheSummaryForLogs() {
    #expect(
        NetworkError.http(status: 409, summary: "email_taken: taken").technicalDetail
            == "HTTP 409: email_taken: taken")
    #expect(NetworkError.decoding("Note: expected String at $.text").technicalDetail.contains("$.text"))
}

@Test func statusIsKnownForHTTPAnswersOnly() {
    #expect(everyKind.map(\.status) == [nil, nil, nil, 401, 503, 404, 429, 500, nil, nil, nil])
}

/// Out of file descriptors, the app never reached the server: it must not say it is offline.
@Test func runningOutOfFileDescriptorsIsNotBeingOffline() throws {
    #expect(AttemptFailure(.tooManyOpenFiles).error == .tooManyOpenFiles)
    let message = try #require(NetworkError.tooManyOpenFiles.errorDescription)
    #expect(message.contains("too many files open"))
    #expect(!message.contains("offline"))
}

/// Each cause has its own line, which says the server can't be trusted and names the cause: never
/// "offline", and nothing a retry would change.
@Test(arguments: TrustFailure.allCases)
func anUntrustedServerIsOneLineNamingItsCauseNotOffline(_ failure: TrustFailure) throws {
    let error = NetworkError.untrustedServer(failure)
    let message = try #require(error.errorDescription)
    #expect(message == "Can't reach a trusted server: \(failure.cause).")
    #expect(!message.contains("\n") && !message.lowercased().contains("offline"))
    #expect(!error.isTransient)
    #expect(Set(TrustFailure.allCases.map(\.cause)).count == TrustFailure.allCases.count)
}
