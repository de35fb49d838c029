import FeatureKit
import Testing

@Suite struct StackPathTests {
    @Test func settingAPathMakesAScreenForEachRoute() {
        var path = StackPath<Int, NoteScreen>()
        #expect(path.set([1, 2]) { NoteScreen(number: $0) })
        #expect(path.routes == [1, 2])
        #expect(path.entries.map(\.number) == [1, 2])
        #expect(path.top?.number == 2)
    }

    @Test func theCommonPrefixKeepsItsScreens() {
        var path = StackPath<Int, NoteScreen>()
        path.set([1, 2, 3]) { NoteScreen(number: $0) }
        let kept = path.entries[1]
        var made: [Int] = []
        path.set([1, 2, 5, 6]) { made.append($0); return NoteScreen(number: $0) }
        #expect(path.entries[1] === kept)
        #expect(made == [5, 6])
    }

    @Test func droppedScreensAreLetGo() {
        var path = StackPath<Int, NoteScreen>()
        path.set([1, 2]) { NoteScreen(number: $0) }
        weak let dropped = path.entries[1]
        path.set([1]) { NoteScreen(number: $0) }
        #expect(dropped == nil)
        #expect(path.top?.number == 1)
    }

    @Test func theSamePathChangesNothing() {
        var path = StackPath<Int, NoteScreen>()
        path.set([1]) { NoteScreen(number: $0) }
        #expect(!path.set([1]) { _ in Issue.record("made a screen"); return NoteScreen(number: 0) })
    }

    @Test func anEmptyPathIsTheRoot() {
        var path = StackPath<Int, NoteScreen>()
        path.set([1, 2]) { NoteScreen(number: $0) }
        #expect(path.set([]) { NoteScreen(number: $0) })
        #expect(path.top == nil)
        #expect(path.entries.isEmpty)
    }
}
