import Design

@MainActor
final class LaunchCoordinator {
    let id: ScopeID
    private var hasStarted = false
    private var held: Held?
    private var leaving: Task<Void, Never>?

    private struct Held {
        var next: PreparedScope
        let deadline: Deadline
        var timer: Task<Void, Never>?
        let leave: @MainActor (PreparedScope) async -> Void
    }

    init(id: ScopeID) {
        self.id = id
    }

    func start() -> Bool {
        defer { hasStarted = true }
        return !hasStarted
    }

    var screen: Screen { LaunchView().screen }

    func hold(
        _ next: PreparedScope, until deadline: Deadline, leave: @escaping @MainActor (PreparedScope) async -> Void
    ) async {
        held = Held(next: next, deadline: deadline, leave: leave)
        guard !deadline.isDue else { return await finish() }
        held?.timer = Task { [weak self] in
            guard (try? await deadline.wait()) != nil else { return }
            await self?.finish()
        }
    }

    var deadline: Deadline? { held?.deadline }

    func redirect(to next: PreparedScope) {
        held?.next = next
    }

    func finishIfDue() async {
        if held?.deadline.isDue ?? true {
            await finish()
        }
    }

    func stopTimer() {
        held?.timer?.cancel()
    }

    func abandon() {
        stopTimer()
        held = nil
    }

    private func finish() async {
        if let held {
            self.held = nil
            held.timer?.cancel()
            leaving = Task { await held.leave(held.next) }
        }
        await leaving?.value
    }
}
