/// An in-memory backend for tests.
public actor Backend {
    static var instances = 0

    /// Creates an empty backend.
    public init() {}
}
