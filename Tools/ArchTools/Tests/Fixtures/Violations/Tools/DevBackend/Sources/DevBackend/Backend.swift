/// An in-memory backend for tests.
public actor Backend {
    /// Creates an empty backend.
    public init() {}
}
