import Design
import Models
import ServicesTesting
import Testing

@testable import SettingsFeature

@MainActor
@Suite struct SettingsScreenTests {
    @Test func listShowsEverySectionWithItsCurrentValues() async {
        let harness = SettingsHarness(service: FakeSettingsService(settings: .seeded(appearance: .dark)))
        await harness.stack.start()
        #expect(
            harness.stack.screen.sections.flatMap(\.rows) == [
                .item(id: "notifications", title: "Notifications", detail: "Push on, email off"),
                .item(id: "appearance", title: "Appearance", detail: "Dark"),
                .item(id: "privacy", title: "Privacy", detail: "Profile public"),
                .item(id: "account", title: "Account", detail: "Email and sign out"),
            ]
        )
    }

    @Test func listOffersChangingASettingAndOpeningASection() async {
        let harness = SettingsHarness()
        await harness.stack.start()
        #expect(harness.stack.screen.commands == ["settings set KEY VALUE", "open app://settings/SECTION"])
    }

    @Test func listShowsLoadingWhileTheSettingsLoad() async {
        let harness = SettingsHarness()
        let request = harness.service.suspendNext(.settings)
        let starting = Task { await harness.stack.start() }
        await request.waitUntilHeld()
        #expect(harness.stack.screen.sections.flatMap(\.rows).last == .loading)
        request.resume()
        await starting.value
        #expect(!harness.stack.screen.sections.flatMap(\.rows).contains(.loading))
    }

    @Test func notificationsSectionShowsBothSwitchesByTheirKeys() async {
        let harness = SettingsHarness()
        await harness.stack.start()
        await harness.stack.show(.notifications)
        #expect(
            harness.stack.screen.sections.flatMap(\.rows) == [
                .toggle(label: "notifications.push", isOn: true),
                .toggle(label: "notifications.email", isOn: false),
            ]
        )
    }

    @Test func appearanceSectionShowsTheChoiceMade() async {
        let harness = SettingsHarness()
        await harness.stack.start()
        await harness.stack.show(.appearance)
        #expect(
            harness.stack.screen.sections.flatMap(\.rows) == [
                .choice(label: "appearance", options: ["light", "dark", "system"], selected: "system")
            ]
        )
    }

    @Test func privacySectionShowsWhoMaySeeTheProfile() async {
        let harness = SettingsHarness()
        await harness.stack.start()
        await harness.stack.show(.privacy)
        #expect(
            harness.stack.screen.sections.flatMap(\.rows) == [
                .choice(label: "privacy.profile", options: ["public", "private"], selected: "public")
            ]
        )
    }

    @Test func accountSectionShowsTheSignedInEmail() async {
        let harness = SettingsHarness()
        await harness.stack.start()
        await harness.stack.show(.account)
        #expect(
            harness.stack.screen.sections.flatMap(\.rows) == [
                .value(label: "Email", value: "alice@example.com")
            ])
    }

    @Test(arguments: [SettingsRoute.root, .notifications, .appearance, .privacy])
    func noOtherScreenShowsTheEmail(route: SettingsRoute) async {
        let harness = SettingsHarness()
        await harness.stack.start()
        await harness.stack.show(route)
        #expect(!harness.stack.screen.rendered.contains("alice@example.com"))
        #expect(!harness.stack.screen.rendered.contains("alice"))
    }

    @Test func accountSectionOffersSigningOut() async {
        let harness = SettingsHarness()
        await harness.stack.start()
        await harness.stack.show(.account)
        #expect(harness.stack.screen.commands == ["settings set KEY VALUE", "logout", "back"])
    }

    @Test(arguments: [SettingsRoute.notifications, .appearance, .privacy])
    func otherSectionsOfferChangingASettingAndGoingBack(route: SettingsRoute) async {
        let harness = SettingsHarness()
        await harness.stack.start()
        await harness.stack.show(route)
        #expect(harness.stack.screen.commands == ["settings set KEY VALUE", "back"])
    }

    @Test func errorShowsAsABanner() async {
        let harness = SettingsHarness()
        harness.service.failNext(.settings, with: .offline)
        await harness.stack.start()
        #expect(
            harness.stack.screen.banner
                == .error("You appear to be offline. Check your connection and try again.")
        )
    }

    @Test func changeShowsOnTheListAsWellAsOnItsSection() async {
        let harness = SettingsHarness()
        await harness.stack.start()
        await harness.stack.show(.privacy)
        await harness.stack.change(.profileVisibility(.private))
        #expect(harness.stack.screen.rendered.contains("private"))
        await harness.stack.back()
        #expect(
            harness.stack.screen.sections.flatMap(\.rows).contains(
                .item(id: "privacy", title: "Privacy", detail: "Profile private")
            ))
    }
}
