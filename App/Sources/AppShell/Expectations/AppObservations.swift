import AppCore

/// What the shell saw the app report since it last launched, for `expect event`, `no-event` and `error`.
struct AppObservations {
    private(set) var trackedEvents: [String: Int] = [:]
    private(set) var lastErrorMessage: String?

    mutating func record(_ event: AppEvent) {
        switch event {
        case .analytics(let name, _): trackedEvents[name, default: 0] += 1
        case .error(let message): lastErrorMessage = message
        default: break
        }
    }

    mutating func reset() {
        self = AppObservations()
    }
}
