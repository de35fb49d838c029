import Design
import Testing

@testable import FeatureKit
import Models

@MainActor
@Suite struct FeatureRegistrationTests {
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
        let content = notesRegistration.make(NotesDependencies(gone: []), context: notesContext(), root: root)
        #expect(content.feature == "notes")
        #expect(content.screen.name == "note:4")
        #expect(notesRegistration.make(NotesDependencies(gone: []), context: notesContext()).screen.name == "notes")
    }

    @Test func theCommandsParseToTheFeaturesIntents() throws {
        #expect(try notesRegistration.commands.value(of: ["notes", "star"]) == AnyFeatureIntent(NoteIntent.star))
    }

    @Test func theCheckAsksTheFeature() async {
        let dependencies = NotesDependencies(gone: [2])
        #expect(await notesRegistration.check(AnyFeatureRoute(feature: "notes", NoteRoute(1)), with: dependencies) == .found)
        #expect(
            await notesRegistration.check(AnyFeatureRoute(feature: "notes", NoteRoute(2)), with: dependencies)
                == .gone("That note was deleted."))
    }

    @Test func anAdaptedRegistrationBuildsFromTheOtherType() async {
        let adapted = notesRegistration.adapted { (gone: Set<Int>) in NotesDependencies(gone: gone) }
        #expect(adapted.name == "notes" && adapted.tab == "Notes" && adapted.links == notesRegistration.links)
        #expect(await adapted.check(AnyFeatureRoute(feature: "notes", NoteRoute(5)), with: [5]) != RouteCheck.found)
        #expect(adapted.make([], context: notesContext()).screen.name == "notes")
    }
}
