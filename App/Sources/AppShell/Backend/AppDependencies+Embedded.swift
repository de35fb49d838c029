import AppCore

extension AppDependencies {
    /// The real app talking to the shell's in-process dev backend instead of
    /// `configuration.apiBaseURL`. Throws when the data directory can't be prepared.
    static func embedded(_ configuration: AppConfiguration, backend: EmbeddedBackend) throws
        -> AppDependencies
    {
        var configuration = configuration
        configuration.apiBaseURL = backend.baseURL
        return try .live(configuration)
    }
}
