import Models
import Services
import ServicesTesting

/// The ServicesTesting fakes playing the backend: they keep their data and the signed-in user
/// (the stored session) across relaunches, and a fault is a scripted failure of every call.
@MainActor
final class FakeBackend {
    let auth: FakeAuthService
    let profiles: FakeProfileService
    let settings = FakeSettingsService.seeded()
    let onboarding = FakeOnboardingService.seeded()
    private var isOffline = false
    private var isInMaintenance = false

    /// The seeded backend with `storedSession`'s user signed in.
    init(storedSession: User?) {
        auth = .seeded(signedInUser: storedSession)
        profiles = .seeded(signedInAs: storedSession ?? SeedData.alice)
    }

    /// Puts the fakes in `fault`; `sessionRejected` is how the app hears that a refresh failed.
    func apply(_ fault: BackendFault, sessionRejected: () async -> Void) async {
        switch fault {
        case .offline(let isOffline):
            self.isOffline = isOffline
            scriptStandingFailures()
        case .maintenance(let isOn):
            isInMaintenance = isOn
            scriptStandingFailures()
        case .failNext(_, let status):
            for fake in scriptables { fake.failEveryMethodOnce(with: .server(status: status)) }
        case .revokeSessions:
            // The backend forgets the session, and the next request learns it: the refresh is
            // refused and the token provider tells the app, as the live one does.
            await auth.logout()
            await sessionRejected()
        case .expireAccessTokens:
            // A refresh renews an expired access token without the app noticing; fakes have no tokens.
            break
        case .deletePost(let id):
            await profiles.deletePost(id: id)
        }
    }

    private var scriptables: [any FailureScripting] { [auth, profiles, settings, onboarding] }

    /// Offline or maintenance fails every call until it ends (and clears next-call failures).
    private func scriptStandingFailures() {
        let failure: ServiceError? = isOffline ? .offline : isInMaintenance ? .maintenance : nil
        for fake in scriptables { fake.failEveryMethod(with: failure) }
    }
}

/// Scripting a failure into every method of a fake, whatever its methods are.
private protocol FailureScripting {
    func failEveryMethodOnce(with error: ServiceError)
    func failEveryMethod(with error: ServiceError?)
}

extension FailureScripting where Self: ScriptableFake, Method: CaseIterable {
    func failEveryMethodOnce(with error: ServiceError) {
        for method in Method.allCases { failNext(method, with: error) }
    }

    func failEveryMethod(with error: ServiceError?) {
        for method in Method.allCases {
            if let error { failAll(method, with: error) } else { stopFailing(method) }
        }
    }
}

extension FakeAuthService: FailureScripting {}
extension FakeProfileService: FailureScripting {}
extension FakeSettingsService: FailureScripting {}
extension FakeOnboardingService: FailureScripting {}
