import Design
import Models
import ServicesTesting
import Testing

@testable import ProfileFeature

@MainActor
@Suite struct ScreenTests {
    let harness = Harness()

    @Test func theOwnProfileOffersPagingOpeningAndEditing() async {
        let feature = await harness.startedFeature()

        #expect(
            feature.screen.commands == [
                "posts more", "post open ID", "profile edit name VALUE", "profile edit bio VALUE",
            ])
    }

    @Test func someoneElsesProfileOffersPagingAndOpeningButNoEdits() async {
        let bob = Harness(signedInAs: SeedData.bob)
        let feature = await bob.startedFeature(root: .user(id: SeedData.alice.id))

        #expect(feature.screen.name == "profile:u-alice")
        #expect(feature.screen.commands == ["posts more", "post open ID"])
    }

    @Test func aPushedProfileAlsoOffersBack() async {
        let feature = await harness.startedFeature()
        await feature.show(.user(id: SeedData.bob.id))

        #expect(feature.screen.commands == ["post open ID", "back"])
    }

    @Test func aPushedPostOffersOnlyBack() async {
        let feature = await harness.startedFeature()
        await feature.openPost(id: "p2")

        #expect(feature.screen.commands == ["back"])
    }

    @Test func anErrorIsShownAsAnErrorBanner() async {
        harness.service.failNext(.ownProfile, with: .offline)
        let feature = await harness.startedFeature()

        #expect(feature.screen.banner?.kind == .error)
    }

    @Test func theOwnProfileScreenRendersAsText() async {
        let feature = await harness.startedFeature()
        let text = TextRenderer().render(feature.screen)

        #expect(text.hasPrefix("Alice Example"))
        #expect(text.contains("p45  Alice Example #45"))
        #expect(text.contains("posts more"))
    }

    @Test func aPostIsListedWithTheDayItWasPublished() async {
        let feature = await harness.startedFeature()

        #expect(
            feature.screen.rows(in: "Posts").first
                == .item(id: "p45", title: "Alice Example #45", detail: "2026-02-14"))
    }

    @Test func aProfileWithoutANameShowsTheFallbackName() async {
        await harness.service.setProfile(SeedData.profile(of: SeedData.bob).with(name: " "))
        let feature = await harness.startedFeature(root: .user(id: SeedData.bob.id))

        #expect(feature.screen.title == Profile.fallbackDisplayName)
    }

    @Test func anOwnProfileThatFailedToLoadRefusesEditsAndDoesNotOfferThem() async {
        harness.service.failNext(.ownProfile, with: .offline)
        let feature = await harness.startedFeature()

        #expect(!feature.screen.commands.contains("profile edit name VALUE"))
        #expect(await feature.editName("Alice") == false)
        #expect(!harness.updateWasSent)
    }

    @Test func aPrivateProfileRefusesOpeningAPostAndDoesNotOfferIt() async {
        await harness.makeBobPrivate()
        let feature = await harness.startedFeature(root: .user(id: SeedData.bob.id))

        #expect(!feature.screen.commands.contains("post open ID"))
        #expect(await feature.openPost(id: "p2") == false)
        #expect(feature.path.isEmpty)
    }
}
