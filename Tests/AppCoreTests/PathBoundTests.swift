import FeatureKit
import Models
import ProfileFeature
import Testing

@testable import AppCore

/// A window's stack holds at most `PathBound.maximum` routes however many links push onto it, so
/// memory and scene storage stay bounded and the next launch restores it.
@MainActor
struct PathBoundTests {
    @Test func linksPastTheBoundDropTheOldestRoutes() async throws {
        let live = try await LiveApp.signedIn()
        let pushes = PathBound.maximum + 10
        for index in 0..<pushes {
            await live.perform(.open("app://post/p\(index % 2 + 1)", window: nil))
        }
        let main = try #require(live.app.window(.main))
        #expect(main.navigation[path: "profile"].count == PathBound.maximum)
        #expect(live.screenName() == "post:p\((pushes - 1) % 2 + 1)")
        let snapshot = try #require(main.snapshot)
        #expect(snapshot.windows.flatMap(\.paths.values).allSatisfy { $0.count <= PathBound.maximum })
    }

    @Test func aBoundedStackIsRestoredWhole() async throws {
        let live = try await LiveApp.signedIn()
        for index in 0..<(PathBound.maximum + 5) {
            await live.perform(.open("app://post/p\(index % 2 + 1)", window: nil))
        }
        try await live.relaunch()
        let main = try #require(live.app.window(.main))
        #expect(main.navigation[path: "profile"].count == PathBound.maximum)
    }

    @Test func theBoundKeepsTheNewestRoutesInOrder() throws {
        let path = try (0..<(PathBound.maximum + 3)).map {
            AnyFeatureRoute(feature: "profile", ProfileRoute.post(id: try #require(ID("p\($0)"))))
        }
        let bounded = PathBound.bounded(path)
        #expect(bounded.dropped == 3)
        #expect(bounded.path == Array(path.suffix(PathBound.maximum)))
    }
}
