import Design

/// The launching scope: a launch from its start to leaving the launch screen. It starts once,
/// holds the scope it leads to while the launch screen's minimum time runs, and leaves once,
/// whoever asks first (its timer, or `finishIfDue()` after the clock moved); a second caller waits
/// for the first to finish.
@MainActor
final class LaunchCoordinator {
    private var hasStarted = false
    private var held: Held?
    private var leaving: Task<Void, Never>?

    private struct Held {
        var next: PreparedScope
        let deadline: Deadline
        /// Waits out the minimum in real time; nil when it had already passed.
        var timer: Task<Void, Never>?
        let leave: @MainActor (PreparedScope) async -> Void
    }

    /// True the first time only: a launch starts once.
    func start() -> Bool {
        defer { hasStarted = true }
        return !hasStarted
    }

    var screen: Screen { LaunchView().screen }

    /// Holds `next` until `deadline`, then hands it to `leave`, on its own timer unless the
    /// deadline has passed already (then at once).
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

    /// When the launch screen may go; nil once nothing is held.
    var deadline: Deadline? { held?.deadline }

    /// The held launch now leads to `next`: the backend refused the session meanwhile.
    func redirect(to next: PreparedScope) {
        held?.next = next
    }

    /// Leaves the launch screen if its minimum time has passed or nothing is held, and returns once
    /// that is done.
    func finishIfDue() async {
        if held?.deadline.isDue ?? true {
            await finish()
        }
    }

    /// Stops the timer; what is held stays, and `finishIfDue()` still leaves.
    func stopTimer() {
        held?.timer?.cancel()
    }

    /// Stops the timer and forgets what is held: the app is going away.
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
