import Design
import Models
import Observation
import Services

/// One profile screen: the profile, its posts, opening a post and editing the own name and bio.
@Observable
@MainActor
final class ProfileController {
    /// Where the screen asks to go; the stack that owns it pushes it and clears it.
    enum Destination: Equatable {
        case post(id: ID<Post>)
    }

    let userID: ID<User>
    let postList: PostListController
    private(set) var profile: Profile?
    private(set) var destination: Destination?
    let loading: TrackedTask
    let saving: TrackedTask

    private let dependencies: ProfileDependencies

    init(userID: ID<User>, dependencies: ProfileDependencies) {
        self.userID = userID
        self.dependencies = dependencies
        loading = TrackedTask(reportingTo: dependencies.context.output)
        saving = TrackedTask(reportingTo: dependencies.context.output)
        postList = PostListController(
            userID: userID, isOwnProfile: userID == dependencies.signedInUserID, dependencies: dependencies)
    }

    var isOwn: Bool { userID == dependencies.signedInUserID }

    var route: ProfileRoute { isOwn ? .own : .user(id: userID) }

    var canEdit: Bool { isOwn && profile != nil && !saving.isRunning }

    var canOpenPost: Bool { !postList.isPrivate }

    var errorMessage: String? { saving.errorMessage ?? loading.errorMessage }

    func load() async {
        async let posts: Void = postList.reload()
        await loadProfile()
        await posts
    }

    func loadIfNeeded() async {
        async let posts: Void = postList.loadIfNeeded()
        if profile == nil, !loading.isRunning {
            await loadProfile()
        }
        await posts
    }

    func openPost(id text: String) async {
        guard let id = ID<Post>(text) else {
            await loading.fail(ResourceID.postIDRule)
            return
        }
        clearError()
        destination = .post(id: id)
    }

    func clearDestination() {
        destination = nil
    }

    func clearError() {
        loading.clearError()
        saving.clearError()
        postList.loading.clearError()
    }

    func edit(_ field: ProfileField, to value: String) async {
        guard canEdit else { return }
        clearError()
        let analytics = dependencies.analytics
        let newValue: String
        do throws(ValidationError) {
            newValue = try field.validated(value)
        } catch {
            await saving.fail(error.message)
            await analytics.track(.profileUpdateFailed(field, reason: "validation"))
            return
        }
        let oldValue = profile.map(field.value(in:))
        profile = profile.map { field.setting(newValue, in: $0) }
        let service = dependencies.service
        let result = await saving.run { () throws(ServiceError) -> Profile in
            do throws(ServiceError) {
                return try await service.updateProfile(
                    name: field == .name ? newValue : nil, bio: field == .bio ? newValue : nil)
            } catch {
                if !Task.isCancelled {
                    await analytics.track(.profileUpdateFailed(field, reason: error.analyticsReason))
                }
                throw error
            }
        }
        guard case .success(let saved)? = result else {
            if let oldValue, let profile { self.profile = field.setting(oldValue, in: profile) }
            return
        }
        profile = saved
        await dependencies.context.output(.userChanged(dependencies.context.user.with(name: saved.name)))
        await analytics.track(.profileUpdated(field))
    }

    private func loadProfile() async {
        let (service, userID, isOwn) = (dependencies.service, userID, isOwn)
        let result = await loading.run { () throws(ServiceError) in
            try await isOwn ? service.ownProfile() : service.profile(userID: userID)
        }
        if case .success(let profile)? = result {
            self.profile = profile
        }
    }
}
