import Models

/// A loader for tests: classes and @MainActor are fine in doubles.
@MainActor public final class FakeUserLoader {
    public init() {}
}
