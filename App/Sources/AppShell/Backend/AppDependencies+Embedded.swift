import AppCore

extension AppDependencies {
    static func embedded(_ configuration: AppConfiguration, backend: EmbeddedBackend) throws
        -> AppDependencies
    {
        var configuration = configuration
        configuration.apiBaseURL = backend.baseURL
        return try .live(configuration)
    }
}
