import Design
import Models
import Services
import ServicesTesting
import Testing

@testable import __NAME__Feature

@MainActor
@Suite struct __NAME__ScreenTests {
    let harness = __NAME__Harness()

    @Test func theOwnSummaryShowsTheSignedInUser() async {
        let stack = await harness.startedStack()
        #expect(stack.screen.title == "Alice Example")
        #expect(
            stack.screen.rows == [
                .value(label: "Name", value: "Alice Example"),
                .value(label: "Bio", value: "Writes about modular apps."),
                .value(label: "Posts", value: "45"),
                .value(label: "Visibility", value: "Public"),
            ])
    }

    @Test func someonesSummaryIsNamedAfterTheirID() async {
        let stack = await harness.startedStack()
        await stack.show(.user(id: SeedData.bob.id))
        #expect(stack.screen.name == "__SLUG__:u-bob")
        #expect(stack.screen.title == "Bob Builder")
    }

    @Test func anEmptyBioShowsADash() async {
        let stack = await harness.startedStack()
        await stack.show(.user(id: SeedData.newbie.id))
        #expect(stack.screen.rows.contains(.value(label: "Bio", value: "—")))
    }

    @Test func theRootOffersOpeningASummaryAndTheFullProfile() async {
        let stack = await harness.startedStack()
        #expect(stack.screen.commands == ["open app://\(slug)/USER_ID", "\(slug) full-profile"])
    }

    @Test func aPushedScreenOffersTheFullProfileAndGoingBack() async {
        let stack = await harness.startedStack()
        await stack.show(.user(id: SeedData.bob.id))
        #expect(stack.screen.commands == ["\(slug) full-profile", "back"])
    }

    @Test func theScreenShowsLoadingWhileTheProfileLoads() async {
        let stack = harness.makeStack()
        let request = harness.service.suspendNext(.ownProfile)
        let starting = Task { await stack.start() }
        await request.waitUntilHeld()
        #expect(stack.screen.rows == [.loading])
        #expect(stack.screen.title == "__TITLE__")
        request.resume()
        await starting.value
        #expect(!stack.screen.rows.contains(.loading))
    }

    @Test func aFailureShowsAsABanner() async {
        harness.service.failNext(.ownProfile, with: .offline)
        let stack = await harness.startedStack()
        #expect(stack.screen.banner == .error(ServiceError.offline.localizedDescription))
        #expect(stack.screen.sections.isEmpty)
    }

    @Test func noScreenShowsAnEmail() async {
        let stack = await harness.startedStack()
        let own = TextRenderer().render(stack.screen)
        await stack.show(.user(id: SeedData.bob.id))
        let other = TextRenderer().render(stack.screen)
        #expect(!own.contains(SeedData.alice.email))
        #expect(!other.contains(SeedData.bob.email))
    }
}
