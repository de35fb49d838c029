import Analytics
import AnalyticsTesting
import Design
import FeatureKit
import Models
import __NAME__FeatureTesting

@testable import __NAME__Feature

/// One test's world: the fake service seeded as the dev backend serves the feature, signed in as
/// alice, and what the feature asked of the app, in its own words and as the app hears them.
@MainActor
final class __NAME__Harness {
    let service = Fake__NAME__Service()
    let analytics = RecordingAnalytics(userID: alice.id.rawValue)
    private(set) var outputs: [__NAME__Output] = []
    private(set) var appOutputs: [FeatureOutput] = []

    var context: FeatureContext<__NAME__Output> {
        FeatureContext(user: alice) { [weak self] output in self?.outputs.append(output) }
    }

    /// The context the app gives the registration: outputs arrive mapped to the app's words.
    var appContext: FeatureContext<FeatureOutput> {
        FeatureContext(user: alice) { [weak self] output in self?.appOutputs.append(output) }
    }

    var dependencies: any __NAME__FeatureDependencies {
        FakeDependencies(service: service, analytics: analytics)
    }

    /// A feature made through the public factory, as the app makes one.
    func makeFeature() -> any __NAME__FeatureAPI {
        __NAME__FeatureFactory(dependencies: dependencies).make(context: context)
    }

    func makeStack(root: __NAME__Route = .list) -> __NAME__Stack {
        __NAME__Stack(root: root, dependencies: dependencies, context: context)
    }

    /// A started stack.
    func startedStack() async -> __NAME__Stack {
        let stack = makeStack()
        await stack.start()
        return stack
    }

    func makeListController() -> __NAME__ListController {
        __NAME__ListController(service: service, output: context.output)
    }

    func makeItemController(_ id: ID<__NAME__Item> = second)
        -> __NAME__ItemController
    {
        __NAME__ItemController(itemID: id, service: service, output: context.output)
    }
}

/// The feature's name in links, screens and commands.
let slug = "__SLUG__"
/// The user the tests sign in as.
let alice = User(id: "u-alice", email: "alice@example.com", name: "Alice Example", onboardingCompleted: true)
/// The sample items, as the dev backend serves them.
let items = Fake__NAME__Service.sampleItems
/// The second sample item's ID.
let second = items[1].id

/// `route` as the app holds it.
func erased(_ route: __NAME__Route) -> AnyFeatureRoute {
    AnyFeatureRoute(feature: slug, route)
}

/// The fake, as the feature's dependencies.
struct FakeDependencies: __NAME__FeatureDependencies {
    let service: any __NAME__Service
    let analytics: any Analytics
}

/// The app's ways of driving the stack, spelled as the tests use them: links and `back` set the
/// path, then the new top appears, as the app does.
extension __NAME__FeatureAPI {
    func show(_ route: __NAME__Route) async {
        await navigate(to: path(showing: route))
    }

    func back() async {
        await navigate(to: Array(path.dropLast()))
    }

    /// Writes `path` as the app does: at once (a path that changes nothing is no write), then
    /// what the new top shows loads as it appears.
    func navigate(to path: [__NAME__Route]) async {
        guard path != self.path else { return }
        setPath(path)
        await start()
    }
}

extension Screen {
    /// The commands of the screen's actions.
    var commands: [String] {
        actions.map(\.command)
    }

    /// Every row of every section, top to bottom.
    var rows: [Row] {
        sections.flatMap(\.rows)
    }
}
