import Design
import Models
import Observation
import Services

/// One post's screen: shows the cached copy at once if there is one, then the backend's.
@Observable
@MainActor
final class PostController {
    let postID: ID<Post>
    private(set) var post: Post?
    let loading: TrackedTask

    private let service: any ProfileService

    init(postID: ID<Post>, dependencies: ProfileDependencies) {
        self.postID = postID
        service = dependencies.service
        loading = TrackedTask(reportingTo: dependencies.context.output)
    }

    func load() async {
        if post == nil, let cached = await service.cachedPost(id: postID), !Task.isCancelled {
            post = cached
        }
        switch await loading.run({ [service, postID] () throws(ServiceError) in try await service.post(id: postID) }) {
        case .success(let post)?: self.post = post
        case .failure(.notFound)?, .failure(.privateProfile)?: post = nil
        case .failure?, nil: break
        }
    }

    func loadIfNeeded() async {
        guard post == nil, !loading.isRunning else { return }
        await load()
    }
}
