import Analytics
import Design
import FeatureKit
import Foundation
import Models
import Networking
import Observation
import Testing
import Tracing

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
    case share

    var command: Command {
        switch self {
        case .star: Command("notes star", "star the note on screen", example: "notes star")
        case .share: Command("notes share", "share the note on screen", example: "notes share")
        }
    }
}

/// What the notes feature tells the app, in its own words.
enum NoteOutput: FailureReporting, Sendable, Equatable {
    case failureShown(String)
    case shared(number: Int)
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
    private(set) var starts = 0
    @ObservationIgnored private let context: FeatureContext<NoteOutput>

    init(root: NoteRoute?, context: FeatureContext<NoteOutput>) {
        self.root = root
        self.context = context
    }

    var screen: Screen {
        let number = stackPath.top?.number ?? root?.number
        return Screen(name: number.map { "note:\($0)" } ?? "notes", title: "Notes")
    }

    var path: [NoteRoute] { stackPath.routes }

    func setPath(_ path: [NoteRoute]) {
        stackPath.set(path) { NoteScreen(number: $0.number) }
    }

    func path(showing route: NoteRoute) -> [NoteRoute] {
        path.last == route ? path : path + [route]
    }

    func start() async { starts += 1 }
    func refresh() async {}

    func perform(_ intent: NoteIntent) async -> Bool {
        guard let top = stackPath.top else { return false }
        switch intent {
        case .star: starred.append(top.number)
        case .share: await context.output(.shared(number: top.number))
        }
        return true
    }
}

/// What the notes feature is made from: which notes are gone, and where its hooks are recorded.
struct NotesDependencies: Sendable {
    let gone: Set<Int>
    let hooks: HookLog
}

/// The lifecycle hooks the feature heard, in order.
final class HookLog: @unchecked Sendable {
    private let lock = NSLock()
    private var heard: [String] = []

    var entries: [String] { lock.withLock { heard } }

    func record(_ hook: String) {
        lock.withLock { heard.append(hook) }
    }
}

let notesRegistration = FeatureRegistration<NotesDependencies>(
    name: "notes",
    links: [LinkHost("note", usage: "app://note/<number>")],
    tab: "Notes",
    screens: [.named("notes"), .id("note", "number")],
    commands: CommandTable([.init(NoteIntent.star.command, NoteIntent.star), .init(NoteIntent.share.command, .share)]),
    dependencies: { _ in NotesDependencies(gone: [], hooks: HookLog()) },
    output: { (output: NoteOutput) in
        switch output {
        case .failureShown(let message): .failureShown(message)
        case .shared(let number): .openLink(AppLink(host: "share", item: String(number)))
        }
    },
    make: { _, context, root in NotesStack(root: root, context: context) },
    check: { dependencies, route in
        dependencies.gone.contains(route.number) ? .gone("That note was deleted.") : .found
    },
    sessionEnded: { $0.hooks.record("session ended") },
    backgrounded: { $0.hooks.record("backgrounded") }
)

let someone = User(id: "u-test", email: "test@example.com", name: "Test", onboardingCompleted: true)

@MainActor
func notesContext(_ output: @escaping @MainActor @Sendable (FeatureOutput) async -> Void = { _ in })
    -> FeatureContext<FeatureOutput>
{
    FeatureContext(user: someone, output: output)
}

/// What the app offers a feature in these tests; nothing here may reach a network.
func testEnvironment(storage: URL = FileManager.default.temporaryDirectory) -> FeatureEnvironment {
    FeatureEnvironment(
        http: UnreachableClient(), storage: FeatureStorage(directory: storage), analytics: SilentAnalytics(),
        clock: ContinuousClock(), tracer: NoOpTracer(), user: someone)
}

/// A client the notes feature never uses: a request fails the test.
struct UnreachableClient: HTTPClient {
    func send<Response>(_ endpoint: Endpoint<Response>) async throws(NetworkError) -> Response {
        Issue.record("the notes feature sent \(endpoint.method) \(endpoint.path)")
        throw .offline
    }
}

/// Analytics that keep nothing.
struct SilentAnalytics: Analytics {
    func track(_ event: AnalyticsEvent) async {}
    func identify(userID: String) async {}
    func reset() async {}
    func flush() async {}
    func uploadDue() async {}
}
