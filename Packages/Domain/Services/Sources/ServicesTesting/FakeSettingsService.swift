import Models
import Services

/// An in-memory ``/Services/SettingsService``, for feature tests and demos.
public actor FakeSettingsService: SettingsService, ScriptableFake {
    /// The methods a test can make fail or hold.
    public enum Method: Hashable, Sendable, CaseIterable {
        case settings, update
    }

    /// A call as received.
    public enum Call: Equatable, Sendable {
        case settings
        case update(Settings)
    }

    public nonisolated let script = FakeScript<Method, Call>()
    /// The saved settings; nil when not set up.
    public private(set) var current: Settings?

    /// A fake holding `settings` (nil: not set up).
    public init(settings: Settings? = nil) {
        self.current = settings
    }

    /// A fake holding the dev backend's default settings.
    public static func seeded() -> FakeSettingsService {
        FakeSettingsService(settings: SeedData.settings)
    }

    public func settings() async throws(ServiceError) -> Settings {
        try await script.play(.settings, .settings)
        guard let current else {
            throw FakeSetup.missing("FakeSettingsService.settings()", hint: "use FakeSettingsService.seeded() or init(settings:)")
        }
        return current
    }

    public func update(_ settings: Settings) async throws(ServiceError) -> Settings {
        try await script.play(.update, .update(settings))
        current = settings
        return settings
    }
}
