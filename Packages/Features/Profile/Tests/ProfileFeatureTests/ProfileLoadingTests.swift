import Models
import Services
import ServicesTesting
import Testing

@testable import ProfileFeature

@MainActor
@Suite struct ProfileLoadingTests {
    let harness = Harness()

    @Test func startShowsTheOwnProfileWithTheFirstPageOfPosts() async {
        let feature = await harness.startedFeature()

        #expect(feature.screen.name == "profile")
        #expect(feature.screen.title == "Alice Example")
        #expect(feature.screen.about("Name") == "Alice Example")
        #expect(feature.screen.about("Bio") == "Writes about modular apps.")
        #expect(feature.screen.about("Posts") == "45")
        #expect(feature.screen.postIDs == alicePostIDs(page: 1))
    }

    @Test func ownProfileIsAskedOfTheOwnProfileEndpoint() async {
        _ = await harness.startedFeature()

        #expect(harness.service.calls.contains(.ownProfile))
        #expect(!harness.service.calls.contains(.profile(userID: SeedData.alice.id)))
    }

    @Test func someoneElsesProfileShowsTheirDetailsAndPosts() async {
        let feature = await harness.startedFeature(root: .user(id: SeedData.bob.id))

        #expect(feature.screen.name == "profile:u-bob")
        #expect(feature.screen.about("Name") == "Bob Builder")
        #expect(feature.screen.postIDs == (1...12).reversed().map { "b\($0)" })
    }

    @Test func theOwnIDAsRootShowsTheOwnProfile() async {
        let feature = await harness.startedFeature(root: .user(id: SeedData.alice.id))

        #expect(feature.screen.name == "profile")
        #expect(feature.screen.commands.contains("profile edit name VALUE"))
    }

    @Test func beforeStartNothingIsRequestedAndTheScreenShowsLoading() {
        let feature = harness.makeFeature()

        #expect(harness.service.calls.isEmpty)
        #expect(feature.screen.rows(in: "About") == [.loading])
        #expect(feature.screen.rows(in: "Posts") == [.loading])
    }

    @Test func startingTwiceLoadsOnce() async {
        let feature = await harness.startedFeature()
        await feature.start()

        #expect(harness.service.calls.filter { $0 == .ownProfile }.count == 1)
    }

    @Test(arguments: loadFailures)
    func aFailedProfileLoadShowsTheErrorsMessage(error: ServiceError) async {
        harness.service.failNext(.ownProfile, with: error)
        let feature = await harness.startedFeature()

        #expect(feature.screen.errorMessage == error.localizedDescription)
        #expect(feature.screen.about("Name") == nil)
    }

    @Test func aTechnicalDetailNeverReachesTheScreen() async {
        harness.service.failNext(.ownProfile, with: .unexpected("decoding: keyNotFound(\"userId\")"))
        let feature = await harness.startedFeature()

        #expect(feature.screen.errorMessage == "Something went wrong. Please try again.")
    }

    @Test func anOfflineLoadSaysSo() async {
        harness.service.failNext(.ownProfile, with: .offline)
        let feature = await harness.startedFeature()

        #expect(feature.screen.errorMessage?.contains("offline") == true)
    }

    @Test func anUnknownUserShowsThatTheProfileCannotBeFound() async {
        let feature = await harness.startedFeature(root: .user(id: "u-ghost"))

        #expect(feature.screen.name == "profile:u-ghost")
        #expect(feature.screen.errorMessage == ServiceError.notFound.localizedDescription)
        #expect(feature.screen.postIDs.isEmpty)
    }

    @Test func refreshReloadsTheProfileAndStartsThePostsAgainFromTheFirstPage() async {
        let feature = await harness.startedFeature()
        await feature.loadMorePosts()
        await harness.service.setProfile(SeedData.profile(of: SeedData.alice).with(bio: "Back from holiday."))

        await feature.refresh()

        #expect(feature.screen.about("Bio") == "Back from holiday.")
        #expect(feature.screen.postIDs == alicePostIDs(page: 1))
        #expect(feature.screen.commands.contains("posts more"))
    }

    @Test func aFailedRefreshKeepsWhatWasShownAndSaysWhy() async {
        let feature = await harness.startedFeature()
        harness.service.failNext(.ownProfile, with: .timeout)
        harness.service.failNext(.posts, with: .timeout)

        await feature.refresh()

        #expect(feature.screen.about("Name") == "Alice Example")
        #expect(feature.screen.postIDs == alicePostIDs(page: 1))
        #expect(feature.screen.errorMessage == ServiceError.timeout.localizedDescription)
    }

    @Test func refreshBeforeStartRequestsNothing() async {
        let feature = harness.makeFeature()
        await feature.refresh()

        #expect(harness.service.calls.isEmpty)
    }

    @Test func aSuccessfulRefreshClearsTheError() async {
        harness.service.failNext(.ownProfile, with: .offline)
        let feature = await harness.startedFeature()

        await feature.refresh()

        #expect(feature.screen.banner == nil)
        #expect(feature.screen.about("Name") == "Alice Example")
    }
}
