import Models
import Networking

/// The live ``SettingsService``.
public actor LiveSettingsService: SettingsService {
    private let client: any HTTPClient

    /// A service over the app's authenticated client.
    public init(client: any HTTPClient) {
        self.client = client
    }

    public func settings() async throws(ServiceError) -> Settings {
        try await client.request(APIEndpoints.settings())
    }

    public func update(_ settings: Settings) async throws(ServiceError) -> Settings {
        try await client.request(APIEndpoints.updateSettings(settings))
    }
}
