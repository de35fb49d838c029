import AppCore
import Foundation
import PropertyBased
import Testing

/// Random sequences of everything that can happen to the app — intents of every kind, offered
/// or not, scene phases, backend faults, relaunches and kills — never leave the state machine's
/// table, never refuse a transition silently, and never show a screen that doesn't belong to the
/// state. A failure names the step and prints a seed: add `.fixedSeed("…")` to the test to replay
/// that sequence.
@MainActor
struct StateMachinePropertyTests {
    @Test func randomSequencesOnFakesKeepTheAppInAllowedStatesShowingTheirScreens() async {
        let tally = SequenceTally()
        let scenarios = Scenario.random(maximumSteps: 40)
        await propertyCheck(count: ReliabilityBudget.sequences, input: scenarios) { scenario in
            let failure: String?
            do {
                let fake = try await FakeBackedApp.launched(scenario)
                failure = try await fake.run(scenario)
                tally.add(scenario, observer: fake.observer, logs: fake.logs)
            } catch {
                failure = "the sequence could not run: \(error)"
            }
            if let failure {
                tally.fail(failure, in: scenario)
                Issue.record("\(failure)\n\(scenario)")
            }
        }
        tally.report("state machine on fakes")
        #expect(tally.firstFailure == nil, "first failure: \(tally.firstFailure ?? "")")
        tally.expectCoverage()
    }

    @Test func randomSequencesAgainstTheDevBackendKeepTheAppInAllowedStatesShowingTheirScreens() async {
        let tally = SequenceTally()
        let scenarios = Scenario.random(maximumSteps: 40)
        await propertyCheck(count: ReliabilityBudget.liveSequences, input: scenarios) { scenario in
            let failure: String?
            do {
                let live = try await LiveBackedApp.launched(scenario)
                failure = try await live.run(scenario)
                tally.add(scenario, observer: live.observer, logs: live.logs)
                await live.app.terminate()
            } catch {
                failure = "the sequence could not run: \(error)"
            }
            if let failure {
                tally.fail(failure, in: scenario)
                Issue.record("\(failure)\n\(scenario)")
            }
        }
        tally.report("state machine against the dev backend")
        #expect(tally.firstFailure == nil, "first failure: \(tally.firstFailure ?? "")")
    }
}
