import FeatureKit
import Models
import Testing

@MainActor
@Suite struct FeatureContextTests {
    @Test func aMappedContextKeepsTheUserAndReportsInTheOtherWords() async {
        let heard = Heard()
        let context = notesContext { heard.outputs.append($0) }
        let notes = context.mapping { (output: NoteOutput) -> FeatureOutput in
            guard case .shared(let number) = output else { return .failureShown("?") }
            return .openLink(AppLink(host: "share", item: String(number)))
        }
        await notes.output(.shared(number: 3))
        #expect(notes.user == someone)
        #expect(heard.outputs == [.openLink(AppLink(host: "share", item: "3"))])
    }
}
