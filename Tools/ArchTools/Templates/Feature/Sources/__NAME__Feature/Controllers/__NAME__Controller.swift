import Design
import FeatureKit
import Models
import Observation
import Services

/// One summary screen: loads the profile of the user it shows, and says why, in words fit for
/// the user, when it cannot.
@Observable
@MainActor
final class __NAME__Controller {
    /// Whose summary it is.
    let userID: ID<User>
    /// Whether it is the signed-in user's own.
    let isOwn: Bool
    /// The profile shown; nil until it has loaded.
    private(set) var profile: Profile?
    /// Loading the profile; its failure shows on the screen and goes to the app.
    let loading: TrackedTask

    private let service: any ProfileService

    init(
        userID: ID<User>, isOwn: Bool, service: any ProfileService,
        output: @escaping @MainActor @Sendable (FeatureOutput) async -> Void
    ) {
        self.userID = userID
        self.isOwn = isOwn
        self.service = service
        loading = TrackedTask(reportingTo: output)
    }

    var route: __NAME__Route { isOwn ? .own : .user(id: userID) }

    /// Loads the profile, replacing a load in flight; what is shown stays until it arrives.
    func load() async {
        let (service, userID, isOwn) = (service, userID, isOwn)
        let result = await loading.run { () throws(ServiceError) in
            try await isOwn ? service.ownProfile() : service.profile(userID: userID)
        }
        if case .success(let loaded)? = result {
            profile = loaded
        }
    }

    /// Loads when the screen appears with nothing loaded or loading.
    func loadIfNeeded() async {
        guard profile == nil, !loading.isRunning else { return }
        await load()
    }

    func clearError() {
        loading.clearError()
    }
}
