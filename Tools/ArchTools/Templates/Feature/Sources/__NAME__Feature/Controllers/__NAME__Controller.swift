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
    /// Whether a load is running.
    private(set) var isLoading = false
    /// What went wrong last, fit to show; nil when nothing did.
    private(set) var errorMessage: String?

    private let service: any ProfileService
    @ObservationIgnored private var loadTask: Task<Void, Never>?

    init(route: __NAME__Route, service: any ProfileService) {
        self.route = route
        self.service = service
    }

    isolated deinit {
        loadTask?.cancel()
    }

    /// Loads the profile, replacing a load in flight; returns when it has finished.
    func load() async {
        await startLoading().value
    }

    /// Loads when the screen appears with nothing loaded or loading.
    func loadIfNeeded() async {
        guard profile == nil, !isLoading else { return }
        await load()
    }

    /// Starts loading without waiting for it; the task is cancelled if the controller goes away.
    @discardableResult
    func startLoading() -> Task<Void, Never> {
        loadTask?.cancel()
        errorMessage = nil
        isLoading = true
        let task = Task { [weak self, service, route] in
            do throws(ServiceError) {
                let profile = try await Self.fetchProfile(for: route, from: service)
                guard !Task.isCancelled else { return }
                self?.finishLoading(profile)
            } catch {
                guard !Task.isCancelled else { return }
                self?.failLoading(error)
            }
        }
        loadTask = task
        return task
    }

    /// Dismisses the error message.
    func clearError() {
        errorMessage = nil
    }

    private func finishLoading(_ loaded: Profile) {
        profile = loaded
        isLoading = false
    }

    private func failLoading(_ error: ServiceError) {
        errorMessage = error.localizedDescription
        isLoading = false
    }

    private static func fetchProfile(
        for route: __NAME__Route, from service: any ProfileService
    ) async throws(ServiceError) -> Profile {
        switch route {
        case .own: try await service.ownProfile()
        case .user(let id): try await service.profile(userID: id)
        }
    }
}
