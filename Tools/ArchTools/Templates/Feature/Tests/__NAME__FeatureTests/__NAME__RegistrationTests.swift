import AnalyticsTesting
import Design
import FeatureKit
import Foundation
import Models
import Networking
import Services
import Testing
import Tracing
import __NAME__FeatureTesting

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
        #expect(registration.screens.map(\.form) == [slug, "\(slug):<itemID>"])
        #expect(registration.screens.contains { $0.matches("\(slug):\(second)") })
    }

    @Test func itsCommandsParseToItsIntents() throws {
        let intent = try registration.commands.value(of: [slug, "profile"])
        #expect(intent == AnyFeatureIntent(__NAME__Intent.showProfile))
        #expect(registration.commands.clashes.isEmpty)
    }

    @Test func aLinkBecomesARouteAndAnotherFeaturesLinkDoesNot() {
        let link = AppLink(host: slug, item: second.rawValue)
        #expect(registration.route(for: link) == erased(.item(id: second)))
        #expect(registration.route(for: AppLink(host: "profile", item: "u-bob")) == nil)
    }

    @Test func aStoredRouteComesBackAsTheSameRoute() throws {
        let route = erased(.item(id: second))
        let stored = try #require(route.stored)
        #expect(registration.route(stored: stored) == route)
        #expect(registration.route(stored: .string("x")) == nil)
    }

    @Test func madeContentStartsAtItsListAndTakesAPath() async {
        let content = registration.make(harness.dependencies, context: harness.appContext)
        await content.start()
        #expect(content.screen.name == slug)
        content.setPath([erased(.item(id: second))])
        await content.start()
        #expect(content.screen.name == "\(slug):\(second)")
        #expect(content.path == [erased(.item(id: second))])
    }

    @Test func whatItReportsReachesTheAppInTheAppsWords() async {
        let content = registration.make(harness.dependencies, context: harness.appContext)
        _ = await content.perform(AnyFeatureIntent(__NAME__Intent.showProfile))
        #expect(harness.appOutputs == [.openLink(AppLink(host: "profile"))])
    }

    @Test func aCheckTellsWhatIsGoneFromWhatCannotBeReached() async {
        let dependencies = harness.dependencies
        let check = { (route: __NAME__Route) in
            await registration.check(erased(route), with: dependencies)
        }
        #expect(await check(.item(id: second)) == .found)
        await harness.service.remove(id: second)
        #expect(await check(.item(id: second)) == .gone(ServiceError.notFound.localizedDescription))
        harness.service.failNext(.item, with: .offline)
        #expect(await check(.item(id: items[0].id)) == .unknown(ServiceError.offline.localizedDescription))
        let calls = harness.service.calls.count
        #expect(await check(.list) == .found)
        #expect(harness.service.calls.count == calls)
    }

    @Test func itsLiveDependenciesAreItsOwnServiceOverWhatTheAppOffers() async throws {
        let signedIn = try await SignedInClient.make()
        let analytics = RecordingAnalytics(userID: alice.id.rawValue)
        let environment = FeatureEnvironment(
            http: signedIn.client, storage: FeatureStorage(directory: FileManager.default.temporaryDirectory),
            analytics: analytics, clock: ContinuousClock(), tracer: NoOpTracer(), user: alice)
        let live = registration.dependencies(in: environment)
        #expect(live.service is Live__NAME__Service)
        #expect(try await live.service.items().map(\.id) == items.map(\.id))
    }
}
