import Foundation
import Testing

@testable import Models

@Test func sessionDecodesFromTheWireShape() throws {
    let json =
        #"{"accessToken":"access-secret-123","refreshToken":"refresh-secret-456","expiresAt":"2026-01-02T03:04:05Z"}"#
    #expect(try WireJSON.decode(Session.self, from: json) == .sample)
}

@Test func sessionRoundTripsThroughJSONWithItsTokens() throws {
    let json = try WireJSON.encode(Session.sample)
    #expect(
        json
            == #"{"accessToken":"access-secret-123","expiresAt":"2026-01-02T03:04:05Z","refreshToken":"refresh-secret-456"}"#
    )
    #expect(try WireJSON.decode(Session.self, from: json) == .sample)
}

@Test func sessionIsValidBeforeItsExpiry() {
    #expect(!Session.sample.isExpired(at: sampleInstant.addingTimeInterval(-0.001)))
}

@Test func sessionIsExpiredAtItsExpiry() {
    #expect(Session.sample.isExpired(at: sampleInstant))
}

@Test func sessionIsExpiredAfterItsExpiry() {
    #expect(Session.sample.isExpired(at: sampleInstant.addingTimeInterval(3600)))
}

@Test func sessionDescriptionRedactsBothTokens() {
    #expect(
        Session.sample.description
            == "Session(accessToken: <redacted>, refreshToken: <redacted>, expiresAt: 2026-01-02 03:04:05 +0000)"
    )
}

@Test func sessionNeverLeaksATokenWhenPrintedInterpolatedOrDumped() {
    var dumped = ""
    dump(Session.sample, to: &dumped)
    var printed = ""
    print(Session.sample, to: &printed)
    let renderings = [
        printed, dumped, "\(Session.sample)", String(describing: Session.sample),
        String(reflecting: Session.sample), Session.sample.debugDescription,
    ]
    for text in renderings {
        #expect(!text.contains("secret"), "leaked: \(text)")
        #expect(text.contains("<redacted>"))
    }
}

@Test func sessionMirrorShowsTheExpiryAndRedactsTheTokens() {
    let children = Mirror(reflecting: Session.sample).children.map { ($0.label, "\($0.value)") }
    #expect(children.map(\.0) == ["accessToken", "refreshToken", "expiresAt"])
    #expect(children.map(\.1).filter { $0.contains("secret") }.isEmpty)
}

@Test func sessionInsideAnotherValueStaysRedacted() {
    let result = AuthResult(user: .alice, session: .sample)
    var dumped = ""
    dump(result, to: &dumped)
    for text in ["\(result)", String(reflecting: result), dumped, "\([result])"] {
        #expect(!text.contains("secret"), "leaked: \(text)")
    }
}
