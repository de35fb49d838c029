import Observation

/// The least an observed change can cost: a bare `@Observable` class with one property, changed
/// and observed the way `StateMachineLoop` observes the state controller (the observer
/// re-registers after each change, as a view does).
@MainActor
final class ObservationFloor: InProcessWork {
    @Observable
    @MainActor
    final class Box {
        var value = 0
    }

    private let box = Box()
    private let notifications = Counter()

    init() {
        observe()
    }

    func step() {
        box.value += 1
        observe()
    }

    /// Throws unless every change notified the observer.
    func finish(after changes: Int) throws {
        guard notifications.count == changes else {
            throw BenchmarkFailure("\(changes) changes gave \(notifications.count) notifications")
        }
    }

    private func observe() {
        let notifications = notifications
        withObservationTracking {
            _ = box.value
        } onChange: {
            MainActor.assumeIsolated { notifications.increment() }
        }
    }
}
