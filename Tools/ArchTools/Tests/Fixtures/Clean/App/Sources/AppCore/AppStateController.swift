import Analytics
import Models
import Observation
import Services

/// Owns the app state.
@Observable @MainActor final class AppStateController {
    private(set) var user: User?
    @ObservationIgnored private var pending: [String] = []
    let analytics: AnalyticsClient
    var isSignedIn: Bool { user != nil }
    static var screenCount = 0

    init(analytics: AnalyticsClient) {
        self.analytics = analytics
    }
}
