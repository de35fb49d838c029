import AppTesting
import Models
import ServicesTesting
import Testing

@testable import AppCore

/// A state in which nobody is signed in to the main app, how the fake-backed app gets there, and
/// how its user then signs in (through onboarding where there is one).
enum SignedOutState: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case loading
    case unauthenticated
    case onboarding
    case offline
    case maintenance
    case sessionExpired

    var testDescription: String { rawValue }

    /// The state the app is in.
    var appState: AppState {
        switch self {
        case .loading: .loading
        case .unauthenticated: .unauthenticated
        case .onboarding: .onboarding(.welcome)
        case .offline: .error(.networkUnavailable)
        case .maintenance: .error(.maintenanceMode)
        case .sessionExpired: .error(.sessionExpired)
        }
    }

    /// Who is signed in at the end of `signIn(_:)`.
    var user: User {
        self == .onboarding ? SeedData.newbie : SeedData.alice
    }

    /// A launched app in this state.
    @MainActor
    func makeApp() async throws -> FakeBackedApp {
        let fake = try FakeBackedApp(
            storedSession: self == .unauthenticated ? nil : user,
            minimumLaunch: self == .loading ? .seconds(1) : .zero)
        switch self {
        case .offline: await fake.apply(.offline(true))
        case .maintenance: await fake.apply(.maintenance(true))
        default: break
        }
        await fake.launch()
        if self == .sessionExpired {
            await fake.apply(.revokeSessions)
            await fake.backend.auth.signIn(as: user)
        }
        return fake
    }

    /// Takes the app from this state to the main app, signed in as `user`.
    @MainActor
    func signIn(_ fake: FakeBackedApp) async {
        switch self {
        case .loading:
            await fake.advanceClock(by: .seconds(1))
            await fake.app.settle()
        case .unauthenticated:
            await fake.perform(.login(email: user.email, password: SeedData.password))
        case .onboarding:
            for _ in OnboardingStep.allCases {
                await fake.perform(.onboardingNext)
            }
        case .offline:
            await fake.apply(.offline(false))
            await fake.perform(.retry)
        case .maintenance:
            await fake.apply(.maintenance(false))
            await fake.perform(.retry)
        case .sessionExpired:
            await fake.perform(.retry)
            await fake.perform(.login(email: user.email, password: SeedData.password))
        }
    }
}
