import Design
import FeatureKit
import Models
import Observation

/// A small feature for the tests: notes on a stack, each note its own screen.
struct NoteRoute: FeatureRoute {
    let number: Int

    init(_ number: Int) { self.number = number }

    init?(link: AppLink) {
        guard link.host == "note", let number = link.item.flatMap(Int.init), number > 0 else { return nil }
        self.number = number
    }

    var link: AppLink { AppLink(host: "note", item: String(number)) }

    var analyticsName: String { "note" }
}

enum NoteIntent: FeatureIntent {
    case star

    var command: Command { Command("notes star", "star the note on screen", example: "notes star") }
}

/// One note's screen; a class, so a test can tell whether a screen was kept or made again.
final class NoteScreen {
    let number: Int
    init(number: Int) { self.number = number }
}

@Observable
@MainActor
final class NotesStack: FeatureStack {
    typealias Route = NoteRoute
    typealias Intent = NoteIntent

    let root: NoteRoute?
    private(set) var stackPath = StackPath<NoteRoute, NoteScreen>()
    private(set) var starred: [Int] = []
    private(set) var isStarted = false

    init(root: NoteRoute?) { self.root = root }

    var screen: Screen {
        let number = stackPath.top?.number ?? root?.number
        return Screen(name: number.map { "note:\($0)" } ?? "notes", title: "Notes")
    }

    var path: [NoteRoute] { stackPath.routes }

    func setPath(_ path: [NoteRoute]) async {
        stackPath.set(path) { NoteScreen(number: $0.number) }
    }

    func path(showing route: NoteRoute) -> [NoteRoute] {
        path.last == route ? path : path + [route]
    }

    func start() async { isStarted = true }
    func refresh() async {}

    func perform(_ intent: NoteIntent) async -> Bool {
        guard let top = stackPath.top else { return false }
        starred.append(top.number)
        return true
    }
}

/// What the notes feature is made from.
struct NotesDependencies: Sendable {
    let gone: Set<Int>
}

let notesRegistration = FeatureRegistration<NotesDependencies>(
    name: "notes",
    links: [LinkHost("note", usage: "app://note/<number>")],
    tab: "Notes",
    screens: [.named("notes"), .id("note", "number")],
    commands: CommandTable([.init(NoteIntent.star.command, NoteIntent.star)]),
    make: { _, _, root in NotesStack(root: root) },
    check: { dependencies, route in
        dependencies.gone.contains(route.number) ? .gone("That note was deleted.") : .found
    }
)

let someone = User(id: "u-test", email: "test@example.com", name: "Test", onboardingCompleted: true)

@MainActor
func notesContext() -> FeatureContext {
    FeatureContext(user: someone) { _ in }
}
