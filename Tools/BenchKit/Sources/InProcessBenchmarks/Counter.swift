/// Counts calls made on the main actor: observation notifications, app events.
@MainActor
final class Counter {
    private(set) var count = 0

    func increment() {
        count += 1
    }

    func reset() {
        count = 0
    }
}
