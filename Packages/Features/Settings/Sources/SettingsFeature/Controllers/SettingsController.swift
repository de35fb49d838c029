import Analytics
import Design
import FeatureKit
import Models
import Observation
import Services

/// The signed-in user's settings: loads them, and saves each change with an optimistic update.
@Observable
@MainActor
final class SettingsController {
    private(set) var settings: Settings?
    let loading: TrackedTask
    let saving: TrackedTask

    private let service: any SettingsService
    private let analytics: any Analytics

    init(
        service: any SettingsService, analytics: any Analytics,
        output: @escaping @MainActor @Sendable (SettingsOutput) async -> Void
    ) {
        self.service = service
        self.analytics = analytics
        loading = TrackedTask(reportingTo: output)
        saving = TrackedTask(reportingTo: output)
    }

    var errorMessage: String? { saving.errorMessage ?? loading.errorMessage }

    func load() async {
        if case .success(let loaded)? = await loading.run({ [service] () throws(ServiceError) in try await service.settings() }) {
            settings = loaded
        }
    }

    /// Saves `change` after any change still saving, loading the settings first if they have not loaded.
    func save(_ change: SettingsChange) async {
        while saving.isRunning {
            await saving.wait()
        }
        if settings == nil {
            await load()
        }
        guard let previous = settings else { return }
        let changed = change.applied(to: previous)
        settings = changed
        let (service, analytics) = (service, analytics)
        let result = await saving.run { () throws(ServiceError) in
            let saved = try await service.update(changed)
            await analytics.track(.settingChanged(change))
            return saved
        }
        guard case .success(let saved)? = result else {
            settings = previous
            return
        }
        settings = saved
    }

    func clearError() {
        loading.clearError()
        saving.clearError()
    }
}
