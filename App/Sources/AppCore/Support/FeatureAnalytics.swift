import Analytics

/// The analytics the features track through: all they track but their screen views. In the app,
/// the app counts those itself, because only it knows which screens are shown: a feature starts,
/// or pushes a screen, before the app shows it (behind a deep link, during the launch screen), or
/// without the app ever showing it (a load that ended the session).
struct FeatureAnalytics: AnalyticsDecorator {
    let base: any Analytics

    func track(_ event: AnalyticsEvent) async {
        guard event.name != AnalyticsEvent.screenViewedName else { return }
        await base.track(event)
    }
}
