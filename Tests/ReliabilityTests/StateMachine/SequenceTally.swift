import AppCore
import AppTesting
import Foundation
import Testing

/// What a batch of random sequences did, to report the figures and to prove the sequences
/// reached every state and exercised refusals (a property that never met a case proves nothing).
@MainActor
final class SequenceTally {
    private(set) var sequences = 0
    private(set) var steps = 0
    private(set) var transitions = 0
    private(set) var refusals = 0
    private(set) var statesReached: Set<String> = []
    private var refusalLogLines = 0
    /// The first rule broken, with its sequence: the property checker keeps quiet while it
    /// shrinks a failing sequence, so a failure that does not happen again is still reported.
    private(set) var firstFailure: String?
    private let started = ContinuousClock.now

    func add(_ scenario: Scenario, observer: AppObserver, logs: LogCapture) {
        sequences += 1
        steps += scenario.steps.count
        transitions += observer.transitionCount
        refusals += observer.refusals.count
        statesReached.formUnion(observer.statesReached)
        refusalLogLines += logs.count(containing: "Rejected app state transition")
    }

    /// Keeps `failure` if it is the first.
    func fail(_ failure: String, in scenario: Scenario) {
        if firstFailure == nil { firstFailure = "\(failure)\n\(scenario)" }
    }

    /// Prints the figures (docs/reliability.md quotes them).
    func report(_ name: String) {
        Figures.report(
            name, "\(sequences) sequences", "\(steps) steps", "\(transitions) transitions",
            "\(refusals) refused transitions", "\(statesReached.count) states reached",
            Figures.elapsed(since: started))
    }

    /// Every state was reached, refusals happened, and each was logged.
    func expectCoverage(states expected: [AppState] = AppStateTransitions.representativeStates) {
        guard sequences >= 100 else { return }
        let missing = expected.map(\.name).filter { !statesReached.contains($0) }
        #expect(missing.isEmpty, "no sequence reached \(missing)")
        #expect(refusals > 0, "no sequence met a refused transition")
        #expect(refusalLogLines == refusals, "\(refusals) refused transitions, \(refusalLogLines) logged")
    }
}
