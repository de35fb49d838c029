import Analytics
import AnalyticsTesting
import Design
import FeatureKit
import Models
import Services
import ServicesTesting

@testable import __NAME__Feature

/// One test's world: the fakes seeded like the dev backend, signed in as alice, and what the
/// feature asked of the app.
@MainActor
final class __NAME__Harness {
    let service = FakeProfileService.seeded(signedInAs: SeedData.alice)
    let analytics = RecordingAnalytics(userID: SeedData.alice.id.rawValue)
    private(set) var outputs: [FeatureOutput] = []

    var context: FeatureContext {
        FeatureContext(user: SeedData.alice) { [weak self] output in self?.outputs.append(output) }
    }

    var dependencies: any __NAME__FeatureDependencies {
        FakeDependencies(profiles: service, analytics: analytics)
    }

    /// A feature made through the public factory, as the app makes one.
    func makeFeature() -> any __NAME__FeatureAPI {
        __NAME__FeatureFactory(dependencies: dependencies).make(context: context)
    }

    func makeStack() -> __NAME__Stack {
        __NAME__Stack(dependencies: dependencies, context: context)
    }

    /// A started stack.
    func startedStack() async -> __NAME__Stack {
        let stack = makeStack()
        await stack.start()
        return stack
    }

    /// A controller for `userID`'s summary on the same fakes, outside any stack.
    func makeController(_ userID: ID<User> = SeedData.alice.id) -> __NAME__Controller {
        __NAME__Controller(
            userID: userID, isOwn: userID == SeedData.alice.id, service: service, output: context.output)
    }
}

/// The feature's name in links, screens and commands.
let slug = "__SLUG__"

/// `route` as the app holds it.
func erased(_ route: __NAME__Route) -> AnyFeatureRoute {
    AnyFeatureRoute(feature: slug, route)
}

/// The fakes, as the feature's dependencies.
struct FakeDependencies: __NAME__FeatureDependencies {
    let profiles: any ProfileService
    let analytics: any Analytics
}

/// The app's ways of driving the stack, spelled as the tests use them: links and `back` through
/// `setPath`, as the app does.
extension __NAME__FeatureAPI {
    func show(_ route: __NAME__Route) async {
        await setPath(path(showing: route))
    }

    func back() async {
        await setPath(Array(path.dropLast()))
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
