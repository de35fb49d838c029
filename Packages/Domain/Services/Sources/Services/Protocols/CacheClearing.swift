/// A service that keeps a cache the app can release on background and on logout.
public protocol CacheClearing: Sendable {
    /// Forgets everything cached.
    func clearCache() async
}
