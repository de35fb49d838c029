@testable import AppCore

/// An app a random sequence can drive: on ServicesTesting fakes or against the real dev backend.
/// Each step runs to completion and is followed by `settle()`, as the shell does after a line.
@MainActor
protocol SteppedApp: AnyObject {
    var app: AppCoordinator { get }
    var observer: AppObserver { get }
    /// Puts the backend in `fault`.
    func apply(_ fault: BackendFault) async throws
    /// A clean termination and a new launch from the same data directory.
    func relaunch() async throws
    /// An abrupt termination (nothing saved) and a new launch from the same data directory.
    func kill() async throws
    /// Moves the app's timer clock on.
    func advanceClock(by duration: Duration) async
}

extension SteppedApp {
    /// Performs `intent` and settles the app, as the shell does for a line.
    @discardableResult
    func perform(_ intent: UserIntent) async -> IntentResult {
        let result = await app.perform(intent)
        await app.settle()
        return result
    }

    /// Runs `step`, settles the app, and checks what must hold between steps.
    func run(_ step: AppStep) async throws {
        switch step {
        case .intent(let intent): _ = await app.perform(intent)
        case .fault(let fault): try await apply(fault)
        case .relaunch: try await relaunch()
        case .kill: try await kill()
        case .wait(let milliseconds): await advanceClock(by: .milliseconds(milliseconds))
        case .forbiddenTransition(let target):
            if !AppStateTransitions.isAllowed(from: app.state, to: target) {
                app.stateController.transition(to: target)
            }
        }
        await app.settle()
        observer.checkSettled()
    }

    /// Runs `scenario`'s steps until one breaks a rule; returns the failure, naming the step.
    func run(_ scenario: Scenario) async throws -> String? {
        for (index, step) in scenario.steps.enumerated() {
            try await run(step)
            if let violation = observer.violation {
                return "step \(index + 1) (\(step)): \(violation)"
            }
        }
        return nil
    }
}
