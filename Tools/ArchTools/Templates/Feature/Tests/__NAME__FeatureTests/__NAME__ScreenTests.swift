import Design
import Models
import ServicesTesting
import Testing

@testable import __NAME__Feature

@MainActor
@Suite struct __NAME__ScreenTests {
    @Test func ownSummaryShowsTheSignedInUser() async {
        let harness = __NAME__Harness()
        await harness.stack.start()
        #expect(harness.stack.screen.title == "Alice Example")
        #expect(
            harness.stack.screen.rows == [
                .value(label: "Name", value: "Alice Example"),
                .value(label: "Bio", value: "Writes about modular apps."),
                .value(label: "Posts", value: "45"),
                .value(label: "Visibility", value: "Public"),
            ]
        )
    }

    @Test func someonesSummaryIsNamedAfterTheirID() async {
        let harness = __NAME__Harness()
        await harness.stack.start()
        await harness.stack.show(.user(id: SeedData.bob.id))
        #expect(harness.stack.screen.name == "__SLUG__:u-bob")
        #expect(harness.stack.screen.title == "Bob Builder")
    }

    @Test func emptyBioShowsADash() async {
        let harness = __NAME__Harness()
        await harness.stack.start()
        await harness.stack.show(.user(id: SeedData.newbie.id))
        #expect(harness.stack.screen.rows.contains(.value(label: "Bio", value: "—")))
    }

    @Test func rootOffersOpeningASummaryAndTheFullProfile() async {
        let harness = __NAME__Harness()
        await harness.stack.start()
        #expect(
            harness.stack.screen.commands == [
                "open app://__SLUG__/USER_ID",
                "__SLUG__ full-profile",
            ])
    }

    @Test func pushedScreenOffersTheFullProfileAndGoingBack() async {
        let harness = __NAME__Harness()
        await harness.stack.start()
        await harness.stack.show(.user(id: SeedData.bob.id))
        let commands = harness.stack.screen.commands
        #expect(commands == ["__SLUG__ full-profile", "back"])
    }

    @Test func screenShowsLoadingWhileTheProfileLoads() async {
        let harness = __NAME__Harness()
        let request = harness.service.suspendNext(.ownProfile)
        let starting = Task { await harness.stack.start() }
        await request.waitUntilHeld()
        #expect(harness.stack.screen.rows == [.loading])
        #expect(harness.stack.screen.title == "__TITLE__")
        request.resume()
        await starting.value
        #expect(!harness.stack.screen.rows.contains(.loading))
    }

    @Test func errorShowsAsABanner() async {
        let harness = __NAME__Harness()
        harness.service.failNext(.ownProfile, with: .offline)
        await harness.stack.start()
        #expect(
            harness.stack.screen.banner
                == .error("You appear to be offline. Check your connection and try again.")
        )
        #expect(harness.stack.screen.sections.isEmpty)
    }

    @Test func noScreenShowsTheEmail() async {
        let harness = __NAME__Harness()
        await harness.stack.start()
        let own = TextRenderer().render(harness.stack.screen)
        await harness.stack.show(.user(id: SeedData.bob.id))
        let other = TextRenderer().render(harness.stack.screen)
        #expect(!own.contains(SeedData.alice.email))
        #expect(!other.contains(SeedData.bob.email))
    }
}
