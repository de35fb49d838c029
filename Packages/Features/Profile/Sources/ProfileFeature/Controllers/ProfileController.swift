import Models
import Observation
import Services

/// One profile screen: the profile, its posts (a child controller), opening a post, and, on the
/// own profile, editing the name and bio with an optimistic update rolled back on failure.
@Observable
@MainActor
final class ProfileController {
    /// Where the screen asks to go; the stack that owns it pushes it and clears it.
    enum Destination: Equatable {
        case post(id: String)
    }

    /// Whose profile it is: the signed-in user's own, which they can edit, or someone else's.
    let userID: String
    let postList: PostListController
    private(set) var profile: Profile?
    private(set) var isLoading = false
    /// An edit is being saved; no other edit is taken until it ends.
    private(set) var isSaving = false
    private(set) var errorMessage: String?
    private(set) var destination: Destination?

    private let dependencies: ProfileDependencies
    private let output: @MainActor (ProfileOutput) -> Void
    @ObservationIgnored private var loadTask: Task<Void, Never>?
    @ObservationIgnored private var saveTask: Task<Void, Never>?

    init(userID: String, dependencies: ProfileDependencies, output: @escaping @MainActor (ProfileOutput) -> Void) {
        self.userID = userID
        self.dependencies = dependencies
        self.output = output
        postList = PostListController(
            userID: userID, isOwnProfile: userID == dependencies.signedInUserID, dependencies: dependencies)
    }

    isolated deinit {
        loadTask?.cancel()
        saveTask?.cancel()
    }

    var isOwn: Bool { userID == dependencies.signedInUserID }

    var route: ProfileRoute { isOwn ? .own : .user(id: userID) }

    /// Loads the profile and the first page of posts side by side; what is shown stays until the
    /// new data arrives.
    func load() async {
        async let posts: Void = postList.reload()
        await loadProfile()
        await posts
    }

    /// Loads, when the screen appears, what it has not got and is not getting: the profile, the
    /// first page of posts, or both.
    func loadIfNeeded() async {
        async let posts: Void = postList.loadIfNeeded()
        if profile == nil, !isLoading {
            await loadProfile()
        }
        await posts
    }

    /// Asks to open the post `id`, if it is a well-formed ID.
    func openPost(id: String) {
        guard ResourceID.isValid(id) else {
            errorMessage = ResourceID.postIDRule
            return
        }
        errorMessage = nil
        destination = .post(id: id)
    }

    func clearDestination() {
        destination = nil
    }

    /// Dismisses the messages shown, this screen's and its post list's.
    func clearError() {
        errorMessage = nil
        postList.clearError()
    }

    /// Saves a new value for `field` of the own profile. Invalid input shows the rule it breaks and
    /// sends nothing; valid input shows at once and comes back to the old value if saving fails.
    func edit(_ field: ProfileField, to value: String) async {
        guard isOwn, !isSaving else { return }
        clearError()
        let newValue: String
        do throws(ValidationError) {
            newValue = try field.validated(value)
        } catch {
            errorMessage = error.message
            await dependencies.analytics.track(.profileUpdateFailed(field, reason: "validation"))
            return
        }
        let oldValue = profile.map(field.value(in:))
        profile = profile.map { field.setting(newValue, in: $0) }
        isSaving = true
        let task = Task { [weak self, dependencies] in
            do throws(ServiceError) {
                let saved = try await dependencies.service.updateProfile(
                    name: field == .name ? newValue : nil,
                    bio: field == .bio ? newValue : nil
                )
                self?.didSave(saved)
                await dependencies.analytics.track(.profileUpdated(field))
            } catch {
                self?.rollBack(field, to: oldValue)
                guard !Task.isCancelled else { return }
                self?.errorMessage = error.localizedDescription
                await dependencies.analytics.track(.profileUpdateFailed(field, reason: error.analyticsReason))
            }
        }
        saveTask = task
        await task.waitCancellingWithCaller()
        if saveTask == task {
            saveTask = nil
            isSaving = false
        }
    }

    private func loadProfile() async {
        loadTask?.cancel()
        errorMessage = nil
        isLoading = true
        let task = Task { [weak self, dependencies, userID, isOwn] in
            do throws(ServiceError) {
                let service = dependencies.service
                let profile = try await isOwn ? service.ownProfile() : service.profile(userID: userID)
                guard !Task.isCancelled else { return }
                self?.profile = profile
            } catch {
                guard !Task.isCancelled else { return }
                self?.errorMessage = error.localizedDescription
            }
        }
        loadTask = task
        await task.waitCancellingWithCaller()
        if loadTask == task {
            loadTask = nil
            isLoading = false
        }
    }

    private func didSave(_ saved: Profile) {
        profile = saved
        isSaving = false
        output(.profileUpdated(saved))
    }

    private func rollBack(_ field: ProfileField, to oldValue: String?) {
        isSaving = false
        guard let oldValue, let profile else { return }
        self.profile = field.setting(oldValue, in: profile)
    }
}
