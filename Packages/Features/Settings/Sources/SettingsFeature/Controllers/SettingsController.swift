import Analytics
import Models
import Observation
import Services

/// The signed-in user's settings: loads them, and saves each change with an optimistic update
/// that is rolled back, with a message, when the save fails.
@Observable
@MainActor
final class SettingsController {
    /// The settings as shown, a change being saved included; nil until they have loaded.
    private(set) var settings: Settings?
    /// Whether a load is running.
    private(set) var isLoading = false
    /// What went wrong last, fit to show; nil when nothing did.
    private(set) var errorMessage: String?

    private let service: any SettingsService
    private let analytics: any Analytics
    private var loadTask: Task<Void, Never>?
    private var saveTask: Task<Void, Never>?

    init(service: any SettingsService, analytics: any Analytics) {
        self.service = service
        self.analytics = analytics
    }

    isolated deinit {
        loadTask?.cancel()
        saveTask?.cancel()
    }

    /// Loads the settings, replacing a load in flight; returns when it has finished.
    func load() async {
        await startLoading().value
    }

    /// Starts loading without waiting for it; the task is cancelled if the controller goes away.
    @discardableResult
    func startLoading() -> Task<Void, Never> {
        loadTask?.cancel()
        errorMessage = nil
        isLoading = true
        let task = Task { [weak self, service] in
            do throws(ServiceError) {
                let settings = try await service.settings()
                guard !Task.isCancelled else { return }
                self?.finishLoading(settings)
            } catch {
                guard !Task.isCancelled else { return }
                self?.failLoading(error)
            }
        }
        loadTask = task
        return task
    }

    /// Parses `settings set KEY VALUE` and saves the change; returns when the save has finished.
    /// Changes are saved one at a time, in order. Before the settings have loaded, it loads them
    /// first. An unknown key or value shows why and changes nothing.
    func set(key: String, value: String) async {
        let change: SettingsChange
        do {
            change = try SettingsChange(key: key, value: value)
        } catch {
            errorMessage = error.message
            return
        }
        while let saving = saveTask {
            await saving.value
        }
        if settings == nil {
            await load()
        }
        await startSaving(change)?.value
    }

    /// Shows `change` at once and starts saving it without waiting; nil when there are no
    /// settings to change yet. The task is cancelled if the controller goes away.
    @discardableResult
    func startSaving(_ change: SettingsChange) -> Task<Void, Never>? {
        guard let previous = settings else { return nil }
        errorMessage = nil
        let changed = change.applied(to: previous)
        settings = changed
        let task = Task { [weak self, service, analytics] in
            do throws(ServiceError) {
                let saved = try await service.update(changed)
                await analytics.track(.settingChanged(change))
                guard !Task.isCancelled else { return }
                self?.finishSaving(saved)
            } catch {
                guard !Task.isCancelled else { return }
                self?.failSaving(error, restoring: previous)
            }
        }
        saveTask = task
        return task
    }

    /// Dismisses the error message.
    func clearError() {
        errorMessage = nil
    }

    private func finishLoading(_ loaded: Settings) {
        settings = loaded
        isLoading = false
    }

    private func failLoading(_ error: ServiceError) {
        errorMessage = error.localizedDescription
        isLoading = false
    }

    private func finishSaving(_ saved: Settings) {
        settings = saved
        saveTask = nil
    }

    private func failSaving(_ error: ServiceError, restoring previous: Settings) {
        settings = previous
        errorMessage = error.localizedDescription
        saveTask = nil
    }
}
