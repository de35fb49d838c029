import Design
import FeatureKit
import Testing

@MainActor
@Suite struct AnyFeatureContentTests {
    let stack = NotesStack(root: nil, context: FeatureContext(user: someone) { _ in })
    var content: AnyFeatureContent { AnyFeatureContent(feature: "notes", stack) }

    @Test func thePathIsTheStacksRoutesOfTheFeature() {
        let content = content
        #expect(content.setPath([AnyFeatureRoute(feature: "notes", NoteRoute(1)), AnyFeatureRoute(feature: "notes", NoteRoute(2))]))
        #expect(stack.path == [NoteRoute(1), NoteRoute(2)])
        #expect(content.path.map(\.feature) == ["notes", "notes"])
        #expect(content.screen.name == "note:2")
    }

    @Test func settingThePathReadsBackWhatWasWrittenAtOnceAndStartsNothing() {
        let content = content
        let written = [AnyFeatureRoute(feature: "notes", NoteRoute(4)), AnyFeatureRoute(feature: "notes", NoteRoute(4))]
        content.setPath(written)
        #expect(content.path == written)
        #expect(stack.starts == 0)
    }

    @Test func aPathWithAnotherFeaturesRouteIsRefusedWhole() {
        let content = content
        content.setPath([AnyFeatureRoute(feature: "notes", NoteRoute(1))])
        let mixed = [AnyFeatureRoute(feature: "notes", NoteRoute(2)), AnyFeatureRoute(feature: "other", NoteRoute(3))]
        #expect(!content.setPath(mixed))
        #expect(stack.path == [NoteRoute(1)])
    }

    @Test func aLinkLeadsWhereTheStackSays() {
        let content = content
        content.setPath([AnyFeatureRoute(feature: "notes", NoteRoute(1))])
        let showing = content.path(showing: AnyFeatureRoute(feature: "notes", NoteRoute(9)))
        #expect(showing == [AnyFeatureRoute(feature: "notes", NoteRoute(1)), AnyFeatureRoute(feature: "notes", NoteRoute(9))])
        #expect(content.path(showing: AnyFeatureRoute(feature: "other", NoteRoute(9))) == nil)
    }

    @Test func anIntentGoesToTheStackThatOwnsIt() async {
        let content = content
        content.setPath([AnyFeatureRoute(feature: "notes", NoteRoute(3))])
        #expect(await content.perform(AnyFeatureIntent(NoteIntent.star)) == true)
        #expect(stack.starred == [3])
    }

    @Test func anotherFeaturesIntentIsNotForIt() async {
        #expect(await content.perform(AnyFeatureIntent(OtherIntent.wave)) == nil)
    }

    @Test func intentsAreEqualWhenTheyAreTheSameIntentOfTheSameFeature() {
        #expect(AnyFeatureIntent(NoteIntent.star) == AnyFeatureIntent(NoteIntent.star))
        #expect(AnyFeatureIntent(NoteIntent.star) != AnyFeatureIntent(OtherIntent.wave))
    }
}

private enum OtherIntent: FeatureIntent {
    case wave
    var command: Command { Command("wave", "wave", example: "wave") }
}
