import Analytics
import Design
import Models
import Observation
import Services

/// A user's posts, newest first, a page at a time: the first page on load, the next on request.
@Observable
@MainActor
final class PostListController {
    private(set) var posts: [Post] = []
    private(set) var nextCursor: String?
    private(set) var hasLoadedFirstPage = false
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

    var reachedEnd: Bool { hasLoadedFirstPage && nextCursor == nil && !isPrivate }

    var canLoadMore: Bool {
        !loading.isRunning && !isPrivate
            && (nextCursor != nil || (!hasLoadedFirstPage && loading.errorMessage != nil))
    }

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

    func loadIfNeeded() async {
        guard !hasLoadedFirstPage, !isPrivate, !loading.isRunning else { return }
        await reload()
    }

    func reload() async {
        await loadPage(after: nil)
    }

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
