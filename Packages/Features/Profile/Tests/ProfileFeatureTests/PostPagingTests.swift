import Design
import Models
import Services
import ServicesTesting
import Testing

@testable import ProfileFeature

@MainActor
@Suite struct PostPagingTests {
    let harness = Harness()

    @Test func postsMoreAppendsTheNextPageNewestFirst() async {
        let feature = await harness.startedFeature()
        await feature.loadMorePosts()

        #expect(feature.screen.postIDs == alicePostIDs(page: 1) + alicePostIDs(page: 2))
        #expect(harness.service.calls.last == .posts(userID: SeedData.alice.id, cursor: "20", limit: 20))
    }

    @Test func theLastPageEndsTheListAndPostsMoreIsNoLongerOffered() async {
        let feature = await harness.startedFeature()
        await feature.loadMorePosts()
        await feature.loadMorePosts()

        #expect(feature.screen.postIDs.count == 45)
        #expect(feature.screen.rows(in: "Posts").last == .endOfList)
        #expect(!feature.screen.commands.contains("posts more"))
    }

    @Test func postsMoreAtTheEndAsksForNothing() async {
        let feature = await harness.startedFeature(root: .user(id: SeedData.bob.id))
        let requests = harness.postsRequestCount

        await feature.loadMorePosts()

        #expect(harness.postsRequestCount == requests)
    }

    @Test func whileMorePagesExistTheListHasNoEndMarker() async {
        let feature = await harness.startedFeature()

        #expect(feature.screen.commands.contains("posts more"))
        #expect(!feature.screen.rows(in: "Posts").contains(.endOfList))
    }

    @Test func aUserWithoutPostsSaysSoAndEndsTheList() async {
        let feature = await harness.startedFeature(root: .user(id: SeedData.newbie.id))

        #expect(feature.screen.rows(in: "Posts") == [.text(PostListSection.emptyMessage), .endOfList])
    }

    @Test(arguments: loadFailures)
    func aFailedPageShowsTheErrorsMessageAndKeepsThePostsShown(error: ServiceError) async {
        let feature = await harness.startedFeature()
        harness.service.failNext(.posts, with: error)

        await feature.loadMorePosts()

        #expect(feature.screen.errorMessage == error.localizedDescription)
        #expect(feature.screen.postIDs == alicePostIDs(page: 1))
    }

    @Test func aFailedPageIsRetriedWithPostsMoreFromTheSameCursor() async {
        let feature = await harness.startedFeature()
        harness.service.failNext(.posts, with: .offline)
        await feature.loadMorePosts()

        #expect(feature.screen.commands.contains("posts more"))
        await feature.loadMorePosts()

        #expect(feature.screen.banner == nil)
        #expect(feature.screen.postIDs == alicePostIDs(page: 1) + alicePostIDs(page: 2))
    }

    @Test func aFailedFirstPageOffersPostsMoreToRetryIt() async {
        harness.service.failNext(.posts, with: .server(status: 503))
        let feature = await harness.startedFeature()

        #expect(feature.screen.postIDs.isEmpty)
        #expect(feature.screen.commands.contains("posts more"))
        await feature.loadMorePosts()

        #expect(feature.screen.postIDs == alicePostIDs(page: 1))
    }

    @Test func aPrivateProfileShowsTheProfileWithAMessageInsteadOfPosts() async {
        await harness.makeBobPrivate()
        let feature = await harness.startedFeature(root: .user(id: SeedData.bob.id))

        #expect(feature.screen.about("Name") == "Bob Builder")
        #expect(feature.screen.about("Visibility") == "Private")
        #expect(feature.screen.rows(in: "Posts") == [.text(PostListSection.privateMessage)])
        #expect(feature.screen.banner == nil)
        #expect(!feature.screen.commands.contains("posts more"))
    }

    @Test func aProfileMadePublicShowsItsPostsOnRefresh() async {
        await harness.makeBobPrivate()
        let feature = await harness.startedFeature(root: .user(id: SeedData.bob.id))
        await harness.service.setProfile(SeedData.profile(of: SeedData.bob))

        await feature.refresh()

        #expect(feature.screen.postIDs.count == 12)
    }

    @Test func postsMoreWhileAPageIsLoadingWaitsForItInsteadOfAskingAgain() async {
        let feature = await harness.startedFeature()
        let held = harness.service.suspendNext(.posts)
        let first = Task { await feature.loadMorePosts() }
        await held.waitUntilHeld()

        let second = Task { await feature.loadMorePosts() }
        held.resume()
        _ = await first.value
        _ = await second.value

        #expect(harness.postsRequestCount == 2)
        #expect(feature.screen.postIDs.count == 40)
    }

    @Test func whileAPageIsLoadingTheListSaysSoAndOffersNoPostsMore() async {
        let feature = await harness.startedFeature()
        let held = harness.service.suspendNext(.posts)
        let loading = Task { await feature.loadMorePosts() }
        await held.waitUntilHeld()

        #expect(feature.screen.rows(in: "Posts").last == .loading)
        #expect(!feature.screen.commands.contains("posts more"))
        held.resume()
        _ = await loading.value
    }

    @Test func refreshWhileAPageIsLoadingCancelsThatPage() async {
        let feature = await harness.startedFeature()
        let held = harness.service.suspendNext(.posts)
        let loading = Task { await feature.loadMorePosts() }
        await held.waitUntilHeld()

        await feature.refresh()
        _ = await loading.value

        #expect(await held.waitForOutcome() == .cancelled)
        #expect(feature.screen.postIDs == alicePostIDs(page: 1))
        #expect(feature.screen.banner == nil)
    }
}
