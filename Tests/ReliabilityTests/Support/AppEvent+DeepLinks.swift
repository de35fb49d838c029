import AppCore

/// One deep link's fate, as reported.
struct DeepLinkReport: Equatable {
    let url: String
    let outcome: DeepLinkOutcome
    let reason: String?
}

extension Collection<AppEvent> {
    /// What became of each deep link, in order.
    var deepLinks: [DeepLinkReport] {
        compactMap { event in
            guard case .deepLink(let url, let outcome, let reason) = event else { return nil }
            return DeepLinkReport(url: url, outcome: outcome, reason: reason)
        }
    }
}
