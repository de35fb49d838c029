import Analytics

/// The app's analytics: the live client, with every tracked event also reported to the app's
/// host (`AppEvent.analytics`), after personal data was filtered out of it.
struct ReportingAnalytics: Analytics {
    let base: any Analytics
    let relay: EventRelay

    func track(_ event: AnalyticsEvent) async {
        await base.track(event)
        await relay.emit(.analytics(name: event.name, properties: event.properties))
    }

    func identify(userID: String) async {
        await base.identify(userID: userID)
    }

    func reset() async {
        await base.reset()
    }

    func flush() async {
        await base.flush()
    }

    func uploadDue() async {
        await base.uploadDue()
    }
}
