import Analytics
import Design
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
    /// The profile is someone else's and private: there are no posts to show.
    private(set) var isPrivate = false
    let loading: TrackedTask

    let userID: ID<User>
    private let isOwnProfile: Bool
    private let dependencies: ProfileDependencies
    @ObservationIgnored private var loadedPageCount = 0

    init(userID: ID<User>, isOwnProfile: Bool, dependencies: ProfileDependencies) {
        self.userID = userID
        self.isOwnProfile = isOwnProfile
        self.dependencies = dependencies
        loading = TrackedTask(reportingTo: dependencies.context.output)
    }

    /// The list has been read to its last page.
    var reachedEnd: Bool { hasLoadedFirstPage && nextCursor == nil && !isPrivate }

    /// Whether `posts more` does something now: another page exists, or the first one failed.
    var canLoadMore: Bool {
        !loading.isRunning && !isPrivate
            && (nextCursor != nil || (!hasLoadedFirstPage && loading.errorMessage != nil))
    }

    /// Loads the next page (the first one if none has arrived), or waits for a page already
    /// loading; false, doing nothing, when the list has ended or the posts are private.
    @discardableResult
    func loadMore() async -> Bool {
        if loading.isRunning {
            await loading.wait()
            return true
        }
        guard !isPrivate, !hasLoadedFirstPage || nextCursor != nil else { return false }
        await loadPage(after: hasLoadedFirstPage ? nextCursor : nil)
        return true
    }

    /// Loads the first page unless it has arrived, is loading, or the posts are private.
    func loadIfNeeded() async {
        guard !hasLoadedFirstPage, !isPrivate, !loading.isRunning else { return }
        await reload()
    }

    /// Loads the first page again, replacing the list once it arrives; a page loading is cancelled.
    func reload() async {
        await loadPage(after: nil)
    }

    /// Loads a page; a private profile's posts come back as no page.
    private func loadPage(after cursor: String?) async {
        let (service, userID) = (dependencies.service, userID)
        let result = await loading.run { () throws(ServiceError) -> PostPage? in
            do throws(ServiceError) {
                return try await service.posts(userID: userID, cursor: cursor)
            } catch .privateProfile {
                return nil
            }
        }
        switch result {
        case .success(let page?)?: await dependencies.analytics.track(show(page, replacing: cursor == nil))
        case .success(nil)?: showPrivate()
        case .failure?, nil: break
        }
    }

    /// Shows `page` and returns the event that reports it.
    private func show(_ page: PostPage, replacing: Bool) -> AnalyticsEvent {
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
        return .postsPageLoaded(
            page: loadedPageCount, count: page.posts.count, hasMore: page.hasMore, ownProfile: isOwnProfile
        )
    }

    private func showPrivate() {
        posts = []
        nextCursor = nil
        isPrivate = true
    }
}
