import Design
import FeatureKit
import Models
import Services
import ServicesTesting
import Testing

@testable import __NAME__Feature

/// What the feature tells the app about itself, and that it holds.
@MainActor
@Suite struct __NAME__RegistrationTests {
    let harness = __NAME__Harness()

    @Test func itOffersItsLinksScreensAndTheTabItWasMadeWith() {
        #expect(registration.name == slug)
        #expect(registration.tab == __TAB__)
        #expect(registration.links.map(\.host) == [slug])
        #expect(registration.windows.isEmpty)
        #expect(registration.screens.map(\.form) == [slug, "\(slug):<userID>"])
        #expect(registration.screens.contains { $0.matches("\(slug):u-bob") })
    }

    @Test func itsCommandsParseToItsIntents() throws {
        let intent = try registration.commands.value(of: [slug, "full-profile"])
        #expect(intent == AnyFeatureIntent(__NAME__Intent.showFullProfile))
        #expect(registration.commands.clashes.isEmpty)
    }

    @Test func aLinkBecomesARouteAndAnotherFeaturesLinkDoesNot() {
        #expect(registration.route(for: AppLink(host: slug, item: "u-bob")) == erased(.user(id: "u-bob")))
        #expect(registration.route(for: AppLink(host: "profile", item: "u-bob")) == nil)
    }

    @Test func aStoredRouteComesBackAsTheSameRoute() throws {
        let route = erased(.user(id: "u-bob"))
        let stored = try #require(route.stored)
        #expect(registration.route(stored: stored) == route)
        #expect(registration.route(stored: .string("u-bob")) == nil)
    }

    @Test func madeContentStartsAtTheOwnSummaryAndTakesAPath() async {
        let content = registration.make(harness.dependencies, context: harness.context)
        await content.start()
        #expect(content.screen.name == slug)
        await content.setPath([erased(.user(id: "u-bob"))])
        #expect(content.screen.name == "\(slug):u-bob")
        #expect(content.path == [erased(.user(id: "u-bob"))])
    }

    @Test func aCheckTellsWhatIsGoneFromWhatCannotBeReached() async {
        let dependencies = harness.dependencies
        let check = { (route: __NAME__Route) in
            await registration.check(erased(route), with: dependencies)
        }
        #expect(await check(.user(id: SeedData.bob.id)) == .found)
        #expect(await check(.user(id: "u-nobody")) == .gone(ServiceError.notFound.localizedDescription))
        harness.service.failNext(.profile, with: .offline)
        let offline = ServiceError.offline.localizedDescription
        #expect(await check(.user(id: SeedData.bob.id)) == .unknown(offline))
        let calls = harness.service.calls.count
        #expect(await check(.own) == .found)
        #expect(harness.service.calls.count == calls)
    }
}
