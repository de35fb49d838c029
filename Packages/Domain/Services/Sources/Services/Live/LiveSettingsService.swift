import Models
import Networking
import Tracing

/// The live ``SettingsService``.
public actor LiveSettingsService: SettingsService {
    private let client: any HTTPClient
    private let tracer: any Tracer

    /// A service over the app's authenticated client.
    public init(client: any HTTPClient, tracer: any Tracer = InstrumentationSystem.tracer) {
        self.client = client
        self.tracer = tracer
    }

    public func settings() async throws(ServiceError) -> Settings {
        try await client.request(APIEndpoints.settings(), tracer: tracer)
    }

    public func update(_ settings: Settings) async throws(ServiceError) -> Settings {
        try await client.request(APIEndpoints.updateSettings(settings), tracer: tracer)
    }
}
