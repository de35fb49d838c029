import Design
import FeatureKit
import Models
import Testing

@MainActor
@Suite struct AnyFeatureTests {
    @Test func aListedFeatureSaysWhatItsRegistrationSays() throws {
        let feature = AnyFeature(notesRegistration)
        #expect(feature.name == "notes" && feature.tab == "Notes" && feature.links == notesRegistration.links)
        #expect(feature.screens == notesRegistration.screens)
        #expect(feature.route(for: AppLink(host: "note", item: "3")) == AnyFeatureRoute(feature: "notes", NoteRoute(3)))
        #expect(try feature.commands.value(of: ["notes", "star"]) == AnyFeatureIntent(NoteIntent.star))
    }

    @Test func aBuiltFeatureUsesTheDependenciesItWasListedWith() async {
        let hooks = HookLog()
        let feature = AnyFeature(notesRegistration) { _ in NotesDependencies(gone: [9], hooks: hooks) }
        let built = feature.built(in: testEnvironment())
        #expect(built.name == "notes")
        #expect(await built.check(AnyFeatureRoute(feature: "notes", NoteRoute(9))) == .gone("That note was deleted."))
        #expect(await built.check(AnyFeatureRoute(feature: "notes", NoteRoute(8))) == .found)
        await built.backgrounded()
        await built.sessionEnded()
        #expect(hooks.entries == ["backgrounded", "session ended"])
    }

    @Test func eachSessionBuildsItsOwnDependencies() async {
        let made = HookLog()
        let feature = AnyFeature(notesRegistration) { environment in
            made.record(environment.user.id.rawValue)
            return NotesDependencies(gone: [], hooks: HookLog())
        }
        _ = feature.built(in: testEnvironment())
        _ = feature.built(in: testEnvironment())
        #expect(made.entries == ["u-test", "u-test"])
    }

    @Test func aRouteOfAnotherFeatureIsNeverFound() async {
        let built = AnyFeature(notesRegistration).built(in: testEnvironment())
        #expect(await built.check(AnyFeatureRoute(feature: "other", NoteRoute(1))) == .gone("It belongs to another feature."))
    }

    @Test func builtContentReportsThroughTheMapping() async {
        let heard = Heard()
        let built = AnyFeature(notesRegistration).built(in: testEnvironment())
        let content = built.make(context: notesContext { heard.outputs.append($0) }, root: nil)
        content.setPath([AnyFeatureRoute(feature: "notes", NoteRoute(2))])
        _ = await content.perform(AnyFeatureIntent(NoteIntent.share))
        #expect(heard.outputs == [.openLink(AppLink(host: "share", item: "2"))])
    }
}
