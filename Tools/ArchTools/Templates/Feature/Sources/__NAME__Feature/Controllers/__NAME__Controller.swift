import Design
import Models
import Observation
import Services

/// One summary screen: loads the profile its route points at (the signed-in user's, or someone
/// else's) and shows why, in words fit for the user, when it cannot.
@Observable
@MainActor
final class __NAME__Controller {
    /// Whose summary the screen shows.
    let route: __NAME__Route
    /// The profile shown; nil until it has loaded.
    private(set) var profile: Profile?
    /// Loading the profile; its failure shows on the screen and goes to the coordinator.
    let loading: TrackedTask

    private let service: any ProfileService

    init(
        route: __NAME__Route, service: any ProfileService,
        output: @escaping @MainActor (__NAME__Output) async -> Void
    ) {
        self.route = route
        self.service = service
        loading = TrackedTask(reportingTo: output)
    }

    var isLoading: Bool { loading.isRunning }

    /// What went wrong last, fit to show; nil when nothing did.
    var errorMessage: String? { loading.errorMessage }

    /// Loads the profile, replacing a load in flight; returns when it has finished. Cancelling the
    /// caller cancels the request and changes nothing.
    func load() async {
        let (service, route) = (service, route)
        let result = await loading.run { () throws(ServiceError) in
            switch route {
            case .own: try await service.ownProfile()
            case .user(let id): try await service.profile(userID: id)
            }
        }
        if case .success(let loaded)? = result {
            profile = loaded
        }
    }

    /// Loads when the screen appears with nothing loaded or loading.
    func loadIfNeeded() async {
        guard profile == nil, !isLoading else { return }
        await load()
    }

    func clearError() {
        loading.clearError()
    }
}
