import Models
import Testing

@testable import AppCore

/// Every (from, to) pair of representative states, with the table's expected answer written out
/// independently of the implementation.
struct AppStateTransitionsTests {
    static let alice = User(
        id: "u-alice", email: "alice@example.com", name: "Alice", onboardingCompleted: true)
    static let renamed = alice.with(name: "Alicia")
    static let bob = User(id: "u-bob", email: "bob@example.com", name: "Bob", onboardingCompleted: true)

    static let states: [AppState] =
        [.loading, .unauthenticated]
        + OnboardingStep.allCases.map(AppState.onboarding)
        + [.authenticated(alice)]
        + AppError.allCases.map(AppState.error)

    /// The allowed targets of each state, spelled as names, straight from the table in docs/design.md.
    static let expected: [String: Set<String>] = [
        "loading": [
            "unauthenticated", "authenticated", "onboarding:welcome", "onboarding:permissions",
            "onboarding:profileSetup", "onboarding:complete", "error:networkUnavailable",
            "error:sessionExpired", "error:maintenanceMode",
        ],
        "unauthenticated": [
            "onboarding:welcome", "onboarding:permissions", "onboarding:profileSetup", "onboarding:complete",
            "authenticated", "error:networkUnavailable", "error:sessionExpired", "error:maintenanceMode",
        ],
        "onboarding:welcome": ["onboarding:permissions", "unauthenticated", "error:sessionExpired"],
        "onboarding:permissions": [
            "onboarding:welcome", "onboarding:profileSetup", "unauthenticated", "error:sessionExpired",
        ],
        "onboarding:profileSetup": [
            "onboarding:permissions", "onboarding:complete", "unauthenticated", "error:sessionExpired",
        ],
        "onboarding:complete": [
            "onboarding:profileSetup", "authenticated", "unauthenticated", "error:sessionExpired",
        ],
        "authenticated": [
            "authenticated", "unauthenticated", "error:networkUnavailable", "error:sessionExpired",
            "error:maintenanceMode",
        ],
        "error:networkUnavailable": ["loading", "unauthenticated"],
        "error:sessionExpired": ["loading", "unauthenticated"],
        "error:maintenanceMode": ["loading", "unauthenticated"],
    ]

    static var pairs: [(AppState, AppState)] {
        states.flatMap { from in states.map { (from, $0) } }
    }

    @Test(arguments: pairs)
    func tableAnswersEveryPairAsDesigned(from: AppState, to: AppState) {
        let allowed = Self.expected[from.name]?.contains(to.name) ?? false
        #expect(AppStateTransitions.isAllowed(from: from, to: to) == allowed)
    }

    @Test func aProfileEditKeepsTheUserSignedIn() {
        #expect(
            AppStateTransitions.isAllowed(from: .authenticated(Self.alice), to: .authenticated(Self.renamed)))
    }

    @Test func anotherUserCannotReplaceTheSignedInOne() {
        #expect(
            !AppStateTransitions.isAllowed(from: .authenticated(Self.alice), to: .authenticated(Self.bob)))
    }

    @Test func onlyCompletedOnboardingReachesTheMainApp() {
        let early = OnboardingStep.allCases.filter { $0 != .complete }
        for step in early {
            #expect(!AppStateTransitions.isAllowed(from: .onboarding(step), to: .authenticated(Self.alice)))
        }
    }

    @Test func representativeStatesCoverEveryKindOnce() {
        #expect(Set(AppStateTransitions.representativeStates.map(\.name)) == Set(Self.expected.keys))
        #expect(AppStateTransitions.representativeStates.count == Self.expected.count)
    }
}
