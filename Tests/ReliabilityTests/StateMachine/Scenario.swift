import Models
import PropertyBased
import ServicesTesting

/// A random run of the app: who (if anyone) has a stored session when it first launches, how
/// long the launch screen must show, and the steps that follow the launch.
struct Scenario: Sendable, CustomStringConvertible {
    let storedSession: User?
    let minimumLaunchMilliseconds: Int
    let steps: [AppStep]

    /// Scenarios of up to `maximumSteps` steps.
    static func random(maximumSteps: Int) -> Generator<Scenario, some SendableSequenceType> {
        zip(
            Gen.int(in: 0...2).map { [nil, SeedData.alice, SeedData.newbie][$0] },
            Gen.int(in: 0...3).map { $0 == 3 ? 500 : 0 },
            AppStep.random.array(of: 1...maximumSteps)
        ).map { user, milliseconds, steps in
            Scenario(storedSession: user, minimumLaunchMilliseconds: milliseconds, steps: steps)
        }
    }

    var description: String {
        let start =
            "stored session: \(storedSession?.id ?? "none"), launch screen \(minimumLaunchMilliseconds) ms"
        return ([start] + steps.enumerated().map { "\($0.offset + 1). \($0.element)" }).joined(
            separator: "\n")
    }
}
