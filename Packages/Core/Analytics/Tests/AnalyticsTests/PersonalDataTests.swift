import Testing

@testable import Analytics

@Suite struct PersonalDataTests {
    @Test(arguments: [
        "email", "EMAIL", "user_email", "userEmail", "email-address", "password", "newPassword",
        "token", "accessToken", "refresh_token", "name", "display_name", "firstName", "username", "secret",
    ])
    func aPersonalKeyIsDropped(_ key: String) {
        let event = AnalyticsEvent("signed_up", properties: [key: "x", "screen": "signup"])
        #expect(event.properties == ["screen": "signup"])
        #expect(event.droppedKeys == [key])
    }

    @Test(arguments: [
        "screen", "tab", "count", "step", "duration_ms", "is_first_launch", "post_id", "outcome",
    ])
    func anOrdinaryKeyIsKept(_ key: String) {
        #expect(AnalyticsEvent("e", properties: [key: 1]).properties == [key: 1])
    }

    @Test(arguments: [
        "alice@example.com", "contact: bob.smith@mail.example.org please", "Bearer abc.def.ghi",
        "bearer x1", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1LWFsaWNlIn0.c2lnbmF0dXJl",
        "at-7f3a9c0e2b5d41f8a6e3c9b1d0f27a44", "sk_live_51HbXcdE2f3G4h5I6j7K8l9M0nOpQr",
        "a@b.c", "x@y@z.w", "<carol@example.org>", "to:dave@e.io,",
    ])
    func aValueShapedLikePersonalDataIsDropped(_ value: String) {
        let event = AnalyticsEvent("e", properties: ["note": .string(value), "count": 2])
        #expect(event.properties == ["count": 2])
        #expect(event.droppedKeys == ["note"])
    }

    @Test(arguments: [
        "profile", "u-alice", "p45", "settings:appearance", "dark", "A short sentence with words.",
        "@example.com", "a@.c", "a@b.", "a@@b.c", "a @b.c", "a@ b.c", "a@b .c", "version 1.2@home",
    ])
    func anOrdinaryValueIsKept(_ value: String) {
        #expect(AnalyticsEvent("e", properties: ["v": .string(value)]).properties == ["v": .string(value)])
    }

    @Test func aNumberJSONCannotCarryIsDropped() {
        let event = AnalyticsEvent(
            "e", properties: ["ratio": .double(.nan), "limit": .double(.infinity), "ok": 0.5])
        #expect(event.properties == ["ok": 0.5])
    }
}
