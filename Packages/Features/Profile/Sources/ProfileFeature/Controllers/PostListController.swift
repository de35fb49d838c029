import Analytics
import Models
import Observation
import Services

/// A user's posts, newest first, a page at a time: the first page on load, the next on request.
/// Someone else's private profile hides its posts, which is shown rather than reported as an error.
@Observable
@MainActor
final class PostListController {
    /// The posts loaded so far, newest first.
    private(set) var posts: [Post] = []
    /// The cursor of the next page; nil before the first page and after the last.
    private(set) var nextCursor: String?
    /// Whether a first page has arrived (so a nil cursor means the end of the list).
    private(set) var hasLoadedFirstPage = false
    private(set) var isLoading = false
    /// The profile is someone else's and private: there are no posts to show.
    private(set) var isPrivate = false
    private(set) var errorMessage: String?

    let userID: String
    private let isOwnProfile: Bool
    private let dependencies: ProfileDependencies
    @ObservationIgnored private var pageTask: Task<Void, Never>?
    @ObservationIgnored private var loadedPageCount = 0

    init(userID: String, isOwnProfile: Bool, dependencies: ProfileDependencies) {
        self.userID = userID
        self.isOwnProfile = isOwnProfile
        self.dependencies = dependencies
    }

    isolated deinit {
        pageTask?.cancel()
    }

    /// The list has been read to its last page.
    var reachedEnd: Bool { hasLoadedFirstPage && nextCursor == nil && !isPrivate }

    /// Whether `posts more` does something now: another page exists, or the first one failed.
    var canLoadMore: Bool {
        !isLoading && !isPrivate && (nextCursor != nil || (!hasLoadedFirstPage && errorMessage != nil))
    }

    /// Loads the next page (the first one if none has arrived); waits for a page already loading.
    func loadMore() async {
        if let pageTask {
            await pageTask.value
            return
        }
        guard !isPrivate, !hasLoadedFirstPage || nextCursor != nil else { return }
        await loadPage(after: hasLoadedFirstPage ? nextCursor : nil)
    }

    /// Loads the first page unless it has arrived, is loading, or the posts are private.
    func loadIfNeeded() async {
        guard !hasLoadedFirstPage, !isPrivate, pageTask == nil else { return }
        await reload()
    }

    /// Loads the first page again, replacing the list once it arrives; a page loading is cancelled.
    func reload() async {
        await loadPage(after: nil)
    }

    func clearError() {
        errorMessage = nil
    }

    private func loadPage(after cursor: String?) async {
        pageTask?.cancel()
        errorMessage = nil
        isLoading = true
        let task = Task { [weak self, dependencies, userID] in
            do throws(ServiceError) {
                let page = try await dependencies.service.posts(userID: userID, cursor: cursor)
                guard !Task.isCancelled, let event = self?.apply(page, replacing: cursor == nil) else { return }
                await dependencies.analytics.track(event)
            } catch {
                guard !Task.isCancelled else { return }
                self?.apply(error)
            }
        }
        pageTask = task
        await task.waitCancellingWithCaller()
        if pageTask == task {
            pageTask = nil
            isLoading = false
        }
    }

    /// Shows `page` and returns the event that reports it.
    private func apply(_ page: PostPage, replacing: Bool) -> AnalyticsEvent {
        if replacing {
            posts = page.posts
            loadedPageCount = 1
        } else {
            let known = Set(posts.map(\.id))
            posts += page.posts.filter { !known.contains($0.id) }
            loadedPageCount += 1
        }
        nextCursor = page.nextCursor
        hasLoadedFirstPage = true
        isPrivate = false
        isLoading = false
        return .postsPageLoaded(
            page: loadedPageCount, count: page.posts.count, hasMore: page.hasMore, ownProfile: isOwnProfile
        )
    }

    private func apply(_ error: ServiceError) {
        isLoading = false
        if error == .privateProfile {
            posts = []
            nextCursor = nil
            isPrivate = true
        } else {
            errorMessage = error.localizedDescription
        }
    }
}
