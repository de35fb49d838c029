import Analytics
import Models
import Observation
import Services

/// The sign-in screen's state: signs in or up through the auth service and says who signed in.
@Observable
@MainActor
final class SignInController {
    /// The email last entered, shown back on the sign-in screen.
    private(set) var email = ""
    private(set) var errorMessage: String?
    private(set) var isSubmitting = false

    @ObservationIgnored private let auth: any AuthService
    @ObservationIgnored private let analytics: any Analytics
    @ObservationIgnored private var submission: Task<User?, Never>?

    init(auth: any AuthService, analytics: any Analytics) {
        self.auth = auth
        self.analytics = analytics
    }

    isolated deinit {
        submission?.cancel()
    }

    /// Signs in; returns the user, or nil with `errorMessage` set.
    func login(email: String, password: String) async -> User? {
        await submit(email: email, event: "sign_in") { auth throws(ServiceError) in
            try await auth.login(email: email, password: password)
        }
    }

    /// Creates an account and signs in; returns the new user, or nil with `errorMessage` set.
    func signup(email: String, password: String, name: String) async -> User? {
        await submit(email: email, event: "sign_up") { auth throws(ServiceError) in
            try await auth.signup(email: email, password: password, name: name)
        }
    }

    func clearError() {
        errorMessage = nil
    }

    private func submit(
        email: String, event: String,
        _ operation: @escaping @Sendable (any AuthService) async throws(ServiceError) -> User
    ) async -> User? {
        submission?.cancel()
        self.email = email
        errorMessage = nil
        isSubmitting = true
        let (auth, analytics) = (self.auth, self.analytics)
        let task = Task { [weak self] () -> User? in
            do throws(ServiceError) {
                let user = try await operation(auth)
                await analytics.track(AnalyticsEvent("\(event)_succeeded"))
                return user
            } catch {
                await analytics.track(AnalyticsEvent("\(event)_failed", properties: ["reason": .string(error.kind)]))
                guard !Task.isCancelled else { return nil }
                self?.errorMessage = error.errorDescription
                return nil
            }
        }
        submission = task
        let user = await task.value
        isSubmitting = false
        return user
    }
}

extension ServiceError {
    /// The error's case name, for analytics (never its associated values).
    fileprivate var kind: String {
        String(describing: self).prefix { $0 != "(" }.description
    }
}
