import Testing

@testable import ArchToolsCore

/// Loads the fixture trees once for all the suites nested in `FixtureTreeTests`: evaluating a
/// manifest runs `swift package dump-package`, too slow to repeat in every test.
struct FixtureWorkspaces: SuiteTrait, TestScoping {
    struct Loaded: Sendable {
        let clean: Workspace
        let violations: Workspace
    }

    @TaskLocal static var loaded: Loaded?

    var isRecursive: Bool { false }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        async let clean = Workspace.load(root: Fixture.root("Clean"))
        async let violations = Workspace.load(root: Fixture.root("Violations"))
        try await Self.$loaded.withValue(Loaded(clean: clean, violations: violations)) {
            try await function()
        }
    }

    /// The `Clean` tree: every rule kept.
    static func clean() throws -> Workspace {
        try #require(loaded, "run inside FixtureTreeTests").clean
    }

    /// The `Violations` tree: every rule broken once or more.
    static func violations() throws -> Workspace {
        try #require(loaded, "run inside FixtureTreeTests").violations
    }
}

extension Trait where Self == FixtureWorkspaces {
    static var fixtureWorkspaces: Self { Self() }
}

/// The tests that read the fixture trees, nested here to share one load of each.
@Suite(.fixtureWorkspaces) struct FixtureTreeTests {}
