import Analytics
import Design
import Models
import Observation
import Services
import Tracing

@Observable
@MainActor
final class SignInController {
    private(set) var email = ""
    let submitting: TrackedTask

    @ObservationIgnored private let auth: any AuthService
    @ObservationIgnored private let analytics: any Analytics

    init(
        auth: any AuthService, analytics: any Analytics, tracer: any Tracer,
        reportFailure: @escaping @MainActor (String) async -> Void
    ) {
        self.auth = auth
        self.analytics = analytics
        submitting = TrackedTask(reporting: reportFailure, tracer: tracer)
    }

    func login(email: String, password: String) async -> User? {
        await submit(email: email, event: "sign_in") { auth throws(ServiceError) in
            try await auth.login(email: email, password: password)
        }
    }

    func signup(email: String, password: String, name: String) async -> User? {
        await submit(email: email, event: "sign_up") { auth throws(ServiceError) in
            try await auth.signup(email: email, password: password, name: name)
        }
    }

    private func submit(
        email: String, event: String, function: String = #function,
        _ operation: @escaping @Sendable (any AuthService) async throws(ServiceError) -> User
    ) async -> User? {
        self.email = email
        let (auth, analytics) = (auth, analytics)
        let result = await submitting.run(function: function) { () throws(ServiceError) in
            do throws(ServiceError) {
                let user = try await operation(auth)
                await analytics.track(AnalyticsEvent("\(event)_succeeded"))
                return user
            } catch {
                await analytics.track(
                    AnalyticsEvent("\(event)_failed", properties: ["reason": .string(error.analyticsReason)]))
                throw error
            }
        }
        guard case .success(let user)? = result else { return nil }
        return user
    }
}
