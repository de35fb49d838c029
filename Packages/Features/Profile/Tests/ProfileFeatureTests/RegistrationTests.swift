import AnalyticsTesting
import Design
import FeatureKit
import Foundation
import Models
import Networking
import Services
import ServicesTesting
import Testing
import Tracing

@testable import ProfileFeature

/// What the feature tells the app about itself, and that it holds.
@MainActor
@Suite struct RegistrationTests {
    let harness = Harness()

    private var dependencies: any ProfileFeatureDependencies {
        FakeDependencies(profiles: harness.service, analytics: harness.analytics)
    }

    @Test func itOffersATabProfileAndPostLinksAndPostWindows() {
        #expect(registration.name == "profile")
        #expect(registration.tab == "Profile")
        #expect(registration.links.map(\.host) == ["profile", "post"])
        #expect(registration.windows.map(\.host) == ["post"])
    }

    @Test func itsCommandsParseToItsIntents() throws {
        #expect(try registration.commands.value(of: ["post", "open", "p5"]) == AnyFeatureIntent(ProfileIntent.openPost("p5")))
        #expect(try registration.commands.value(of: ["posts", "more"]) == AnyFeatureIntent(ProfileIntent.loadMorePosts))
        #expect(
            try registration.commands.value(of: ["profile", "edit", "bio", ""]) == AnyFeatureIntent(ProfileIntent.editBio("")))
        #expect(registration.commands.clashes.isEmpty)
    }

    @Test func aLinkBecomesAProfileRoute() {
        let route = registration.route(for: AppLink(host: "post", item: "p5"))
        #expect(route == AnyFeatureRoute(feature: "profile", ProfileRoute.post(id: "p5")))
    }

    @Test func aWindowStartsAtItsRoot() {
        let root = AnyFeatureRoute(feature: "profile", ProfileRoute.post(id: "p5"))
        let window = registration.make(dependencies, context: harness.appContext, root: root)
        #expect(window.screen.name == "post:p5")
        #expect(registration.make(dependencies, context: harness.appContext).screen.name == "profile")
    }

    @Test func aCheckTellsWhatIsGoneFromWhatCannotBeReached() async {
        await harness.service.deletePost(id: "p9")
        let check = { (route: ProfileRoute) in
            await registration.check(AnyFeatureRoute(feature: "profile", route), with: dependencies)
        }
        #expect(await check(.post(id: "p8")) == .found)
        #expect(await check(.post(id: "p9")) == .gone(ServiceError.notFound.localizedDescription))
        harness.service.failNext(.post, with: .offline)
        #expect(await check(.post(id: "p8")) == .unknown(ServiceError.offline.localizedDescription))
        let before = harness.service.calls.count
        #expect(await check(.own) == .found)
        #expect(harness.service.calls.count == before)
    }

    @Test func whatTheFeatureReportsReachesTheAppInItsWords() async {
        let feature = registration.make(dependencies, context: harness.appContext)
        await feature.start()
        _ = await feature.perform(AnyFeatureIntent(ProfileIntent.editName("Alice Liddell")))
        harness.service.failNext(.updateProfile, with: .offline)
        _ = await feature.perform(AnyFeatureIntent(ProfileIntent.editBio("Gardens.")))
        #expect(
            harness.appOutputs == [
                .userChanged(SeedData.alice.with(name: "Alice Liddell")),
                .failureShown(ServiceError.offline.localizedDescription),
            ])
    }

    @Test func theSessionsEndAndTheBackgroundDropTheCache() async {
        await registration.backgrounded(with: dependencies)
        await registration.sessionEnded(with: dependencies)
        #expect(harness.service.calls == [.clearCache, .clearCache])
    }

    @Test func itsLiveDependenciesAreItsOwnServiceOverWhatTheAppOffers() {
        let analytics = RecordingAnalytics(userID: "u-alice")
        let environment = FeatureEnvironment(
            http: UnusedClient(), storage: FeatureStorage(directory: FileManager.default.temporaryDirectory),
            analytics: analytics, clock: ContinuousClock(), tracer: NoOpTracer(), user: SeedData.alice)
        let live = registration.dependencies(in: environment)
        #expect(live.profiles is LiveProfileService)
        #expect(live.analytics as? RecordingAnalytics === analytics)
    }
}

/// A client no test here sends through: building the live service sends nothing.
private struct UnusedClient: HTTPClient {
    func send<Response>(_ endpoint: Endpoint<Response>) async throws(NetworkError) -> Response {
        Issue.record("sent \(endpoint.method) \(endpoint.path)")
        throw .offline
    }
}
