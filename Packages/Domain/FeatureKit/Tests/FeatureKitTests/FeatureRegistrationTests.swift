import Design
import Models
import Testing

@testable import FeatureKit

@MainActor
@Suite struct FeatureRegistrationTests {
    let dependencies = NotesDependencies(gone: [2], hooks: HookLog())

    @Test func aLinkOfTheFeatureBecomesItsRoute() throws {
        let route = try #require(notesRegistration.route(for: AppLink(host: "note", item: "3")))
        #expect(route == AnyFeatureRoute(feature: "notes", NoteRoute(3)))
        #expect(route.analyticsName == "note")
        #expect(notesRegistration.route(for: AppLink(host: "note", item: "x")) == nil)
        #expect(notesRegistration.route(for: AppLink(host: "post", item: "3")) == nil)
    }

    @Test func aStoredRouteComesBackAsItWas() throws {
        let route = AnyFeatureRoute(feature: "notes", NoteRoute(7))
        let stored = try #require(route.stored)
        #expect(notesRegistration.route(stored: stored) == route)
        #expect(notesRegistration.route(stored: JSONValue.string("seven")) == nil)
    }

    @Test func madeContentStartsAtTheRootItIsGiven() {
        let root = AnyFeatureRoute(feature: "notes", NoteRoute(4))
        let content = notesRegistration.make(dependencies, context: notesContext(), root: root)
        #expect(content.feature == "notes")
        #expect(content.screen.name == "note:4")
        #expect(notesRegistration.make(dependencies, context: notesContext()).screen.name == "notes")
    }

    @Test func theCommandsParseToTheFeaturesIntents() throws {
        #expect(try notesRegistration.commands.value(of: ["notes", "star"]) == AnyFeatureIntent(NoteIntent.star))
    }

    @Test func theCheckAsksTheFeature() async {
        #expect(await notesRegistration.check(AnyFeatureRoute(feature: "notes", NoteRoute(1)), with: dependencies) == .found)
        #expect(
            await notesRegistration.check(AnyFeatureRoute(feature: "notes", NoteRoute(2)), with: dependencies)
                == .gone("That note was deleted."))
    }

    @Test func theFeaturesOwnOutputReachesTheAppAsTheRegistrationMapsIt() async {
        let heard = Heard()
        let content = notesRegistration.make(dependencies, context: notesContext { heard.outputs.append($0) })
        content.setPath([AnyFeatureRoute(feature: "notes", NoteRoute(5))])
        #expect(await content.perform(AnyFeatureIntent(NoteIntent.share)) == true)
        #expect(heard.outputs == [.openLink(AppLink(host: "share", item: "5"))])
    }

    @Test func theLifecycleHooksReachTheFeaturesDependencies() async {
        await notesRegistration.backgrounded(with: dependencies)
        await notesRegistration.sessionEnded(with: dependencies)
        #expect(dependencies.hooks.entries == ["backgrounded", "session ended"])
    }
}

/// What a context heard, for a test to read.
@MainActor
final class Heard {
    var outputs: [FeatureOutput] = []
}
