import Models
import Observation
import Services

/// One post's screen: shows the cached copy at once if there is one, then the backend's. A post
/// that is gone (deleted, or its author's profile turned private) leaves the screen, with a message.
@Observable
@MainActor
final class PostController {
    let postID: String
    private(set) var post: Post?
    private(set) var isLoading = false
    private(set) var errorMessage: String?

    private let service: any ProfileService
    @ObservationIgnored private var loadTask: Task<Void, Never>?

    init(postID: String, service: any ProfileService) {
        self.postID = postID
        self.service = service
    }

    isolated deinit {
        loadTask?.cancel()
    }

    /// Loads the post from the backend, showing a cached copy meanwhile if nothing is shown yet.
    func load() async {
        loadTask?.cancel()
        errorMessage = nil
        isLoading = true
        let task = Task { [weak self, service, postID] in
            if self?.post == nil, let cached = await service.cachedPost(id: postID), !Task.isCancelled {
                self?.post = cached
            }
            do throws(ServiceError) {
                let post = try await service.post(id: postID)
                guard !Task.isCancelled else { return }
                self?.post = post
            } catch {
                guard !Task.isCancelled else { return }
                self?.show(error)
            }
        }
        loadTask = task
        await task.waitCancellingWithCaller()
        if loadTask == task {
            loadTask = nil
            isLoading = false
        }
    }

    /// Loads when the screen appears with nothing loaded or loading.
    func loadIfNeeded() async {
        guard post == nil, !isLoading else { return }
        await load()
    }

    func clearError() {
        errorMessage = nil
    }

    private func show(_ error: ServiceError) {
        if error == .notFound || error == .privateProfile {
            post = nil
        }
        errorMessage = error.localizedDescription
    }
}
