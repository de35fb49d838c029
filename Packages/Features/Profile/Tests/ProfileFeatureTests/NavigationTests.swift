import Models
import ServicesTesting
import Testing

@testable import ProfileFeature

@MainActor
@Suite struct NavigationTests {
    let harness = Harness()

    @Test func openingAPostPushesItOntoThePath() async {
        let feature = await harness.startedFeature()
        await feature.openPost(id: "p44")

        #expect(feature.path == [.post(id: "p44")])
    }

    @Test func backPopsToTheScreenBelow() async {
        let feature = await harness.startedFeature()
        await feature.openPost(id: "p44")

        await feature.back()

        #expect(feature.screen.name == "profile")
        #expect(feature.path.isEmpty)
    }

    @Test func backAtTheRootChangesNothing() async {
        let feature = await harness.startedFeature()
        let before = feature.screen
        let events = harness.analytics.events.count

        await feature.back()

        #expect(feature.screen == before)
        #expect(harness.analytics.events.count == events)
    }

    @Test func backIsOfferedOnlyAboveTheRoot() async {
        let feature = await harness.startedFeature()
        #expect(!feature.screen.commands.contains("back"))

        await feature.openPost(id: "p44")
        #expect(feature.screen.commands == ["back"])
    }

    @Test func aLinkToSomeoneElsesProfilePushesIt() async {
        let feature = await harness.startedFeature()
        await feature.show(.user(id: SeedData.bob.id))

        #expect(feature.screen.name == "profile:u-bob")
        #expect(feature.path == [.user(id: SeedData.bob.id)])
    }

    @Test func aLinkToAPostPushesIt() async {
        let feature = await harness.startedFeature()
        await feature.show(.user(id: SeedData.bob.id))
        await feature.show(.post(id: "b3"))

        #expect(feature.path == [.user(id: SeedData.bob.id), .post(id: "b3")])
        #expect(feature.screen.title == "Bob Builder #3")
    }

    @Test func aLinkToTheOwnProfilePopsToTheRoot() async {
        let feature = await harness.startedFeature()
        await feature.show(.user(id: SeedData.bob.id))
        await feature.show(.post(id: "b3"))

        await feature.show(.own)

        #expect(feature.path.isEmpty)
        #expect(feature.screen.name == "profile")
    }

    @Test func aLinkToTheOwnIDPopsToTheRoot() async {
        let feature = await harness.startedFeature()
        await feature.show(.post(id: "p1"))

        await feature.show(.user(id: SeedData.alice.id))

        #expect(feature.path.isEmpty)
    }

    @Test func aLinkToTheScreenOnTopPushesNothing() async {
        let feature = await harness.startedFeature()
        await feature.show(.user(id: SeedData.bob.id))
        await feature.show(.user(id: SeedData.bob.id))

        #expect(feature.path == [.user(id: SeedData.bob.id)])
    }

    @Test func aPostWindowsRootIsItsPost() async {
        let feature = await harness.startedFeature(root: .post(id: "p5"))
        await feature.show(.user(id: SeedData.bob.id))

        await feature.show(.post(id: "p5"))

        #expect(feature.path.isEmpty)
        #expect(feature.screen.name == "post:p5")
    }

    @Test func aPostWindowPushesTheOwnProfile() async {
        let feature = await harness.startedFeature(root: .post(id: "p5"))
        await feature.show(.own)

        #expect(feature.path == [.own])
        #expect(feature.screen.name == "profile")
    }

    @Test func intentsAScreenDoesNotOfferDoNothing() async {
        let feature = await harness.startedFeature(root: .post(id: "p5"))
        let calls = harness.service.calls.count

        await feature.loadMorePosts()
        await feature.openPost(id: "p6")

        #expect(harness.service.calls.count == calls)
        #expect(feature.path.isEmpty)
    }

    @Test func leavingAScreenDismissesItsError() async {
        let feature = await harness.startedFeature()
        harness.service.failNext(.posts, with: .offline)
        await feature.loadMorePosts()
        await feature.openPost(id: "p44")

        await feature.back()

        #expect(feature.screen.banner == nil)
    }

    @Test func poppedScreensAreLoadedAgainOnlyIfTheyHaveNothing() async {
        let feature = await harness.startedFeature()
        await feature.openPost(id: "p44")
        await feature.back()

        #expect(harness.service.calls.filter { $0 == .ownProfile }.count == 1)
    }
}

@MainActor
@Suite struct RestorationTests {
    let harness = Harness()

    @Test func restoreRebuildsThePath() async {
        let feature = harness.makeFeature()
        feature.setPath([.user(id: SeedData.bob.id), .post(id: "b3")])
        await feature.start()

        #expect(feature.path == [.user(id: SeedData.bob.id), .post(id: "b3")])
        #expect(feature.screen.name == "post:b3")
        #expect(feature.screen.title == "Bob Builder #3")
    }

    @Test func restoreLoadsOnlyTheTopScreenUntilTheOthersAppear() async {
        let feature = harness.makeFeature()
        feature.setPath([.user(id: SeedData.bob.id), .post(id: "b3")])
        await feature.start()
        #expect(harness.service.calls == [.cachedPost(id: "b3"), .post(id: "b3")])

        await feature.back()

        #expect(feature.screen.about("Name") == "Bob Builder")
    }

    @Test func restoreAfterStartShowsTheNewTop() async {
        let feature = await harness.startedFeature()
        await feature.navigate(to: [.post(id: "p7")])

        #expect(feature.screen.title == "Alice Example #7")
        #expect(harness.service.calls.last == .post(id: "p7"))
    }

    @Test func restoringAnEmptyPathPopsToTheRoot() async {
        let feature = await harness.startedFeature()
        await feature.openPost(id: "p44")

        await feature.navigate(to: [])

        #expect(feature.screen.name == "profile")
    }

    @Test func restoreKeepsThePathAsWrittenWithTheOwnProfilePushedAboveTheRoot() async {
        let feature = harness.makeFeature()
        feature.setPath([.own, .user(id: SeedData.alice.id), .post(id: "p1")])
        await feature.back()

        #expect(feature.path == [.own, .user(id: SeedData.alice.id)])
        #expect(feature.screen.name == "profile")
        #expect(feature.screen.commands.contains("back"))
    }

    @Test func aRestoredPostThatFailsToLoadShowsAnErrorAndKeepsThePath() async {
        await harness.service.deletePost(id: "p9")
        let feature = harness.makeFeature()
        feature.setPath([.post(id: "p9")])
        await feature.start()

        #expect(feature.path == [.post(id: "p9")])
        #expect(feature.screen.errorMessage != nil)
        #expect(feature.screen.commands == ["back"])
    }
}

@MainActor
@Suite struct ReappearingTests {
    let harness = Harness()

    @Test func aFirstPageThatFailedIsRetriedWhenItsScreenAppearsAgain() async {
        harness.service.failNext(.posts, with: .offline)
        let feature = await harness.startedFeature()
        await feature.openPost(id: "p1")

        await feature.back()

        #expect(feature.screen.postIDs == alicePostIDs(page: 1))
        #expect(harness.service.calls.filter { $0 == .ownProfile }.count == 1)
    }

    @Test func aProfileThatFailedIsRetriedWhenItsScreenAppearsAgain() async {
        let feature = await harness.startedFeature()
        harness.service.failNext(.profile, with: .timeout)
        await feature.show(.user(id: SeedData.bob.id))
        await feature.openPost(id: "b1")

        await feature.back()

        #expect(feature.screen.about("Name") == "Bob Builder")
        #expect(feature.screen.banner == nil)
    }
}
