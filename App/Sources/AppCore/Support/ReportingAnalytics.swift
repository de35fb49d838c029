import Analytics

/// The app's analytics: the live client, with every tracked event also reported to the app's host.
struct ReportingAnalytics: AnalyticsDecorator {
    let base: any Analytics
    let relay: EventRelay

    func track(_ event: AnalyticsEvent) async {
        await base.track(event)
        await relay.emit(.analytics(name: event.name, properties: event.properties))
    }
}
