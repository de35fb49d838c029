import Analytics
import AnalyticsTesting
import Testing

@Suite struct RecordingAnalyticsTests {
    @Test func recordsEventsWithTheUserTheyWereTrackedUnder() async {
        let recorder = RecordingAnalytics()
        let analytics: any Analytics = recorder
        await analytics.track(AnalyticsEvent("launched"))
        await analytics.identify(userID: "u-alice")
        await analytics.track(AnalyticsEvent("signed_in", properties: ["method": "password"]))
        await analytics.reset()
        await analytics.track(AnalyticsEvent("signed_out"))
        #expect(recorder.events.map(\.userID) == [nil, "u-alice", nil])
        #expect(recorder.eventNames == ["launched", "signed_in", "signed_out"])
        #expect(recorder.events(named: "signed_in").first?.event.properties == ["method": "password"])
    }

    @Test func recordsEveryCallInOrder() async {
        let recorder = RecordingAnalytics(userID: "u-bob")
        let analytics: any Analytics = recorder
        await analytics.track(AnalyticsEvent("a"))
        await analytics.flush()
        await analytics.reset()
        await analytics.uploadDue()
        #expect(recorder.calls == [.track(AnalyticsEvent("a"), userID: "u-bob"), .flush, .reset, .uploadDue])
    }

    @Test func recordsEventsAfterThePersonalDataFilter() async {
        let recorder = RecordingAnalytics()
        let analytics: any Analytics = recorder
        await analytics.track(AnalyticsEvent("signed_up", properties: ["email": "a@b.co"]))
        #expect(recorder.events.first?.event.properties == [:])
    }
}
