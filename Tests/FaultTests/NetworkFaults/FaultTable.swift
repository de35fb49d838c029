import Models
import Services

/// The expected outcome of every cell of the table in `docs/network-faults.md`.
enum FaultTable {
    struct Cell: Sendable, CustomStringConvertible {
        let endpoint: FaultedEndpoint
        let fault: NetworkFault

        var description: String { "\(endpoint.rawValue) × \(fault.rawValue)" }
    }

    static let cells = FaultedEndpoint.allCases.flatMap { endpoint in
        NetworkFault.allCases.map { Cell(endpoint: endpoint, fault: $0) }
    }

    static func expected(_ cell: Cell) -> FaultOutcome {
        let fault = cell.fault
        if fault == .offline, [.getMyProfile, .getOnboarding].contains(cell.endpoint) {
            // Offline, the action's first request (the sign-in) fails before this endpoint is asked.
            return FaultOutcome(
                state: "unauthenticated", message: message(fault), attempts: nil, session: .none)
        }
        switch cell.endpoint {
        case .login:
            let message = fault == .unauthorized ? ServiceError.invalidCredentials.message : message(fault)
            return FaultOutcome(
                state: "unauthenticated", message: message, attempts: unrefreshed(fault), session: .none)
        case .signup:
            let message = fault == .unauthorized ? ServiceError.unexpected("").message : message(fault)
            return FaultOutcome(
                state: "unauthenticated", message: message, attempts: unrefreshed(fault), session: .none)
        case .refresh:
            if fault == .unauthorized {
                return FaultOutcome(
                    state: "error:sessionExpired", message: AppError.sessionExpired.message, attempts: 1,
                    session: .expired)
            }
            return FaultOutcome(
                state: "authenticated", message: message(fault), attempts: refreshAttempts(fault),
                session: .kept)
        case .getSession:
            return FaultOutcome(
                state: launchState(fault, signedIn: "authenticated"), message: message(fault),
                attempts: attempts(fault, retried: true), session: .kept)
        case .deleteSession:
            return FaultOutcome(
                state: "unauthenticated", message: nil, attempts: attempts(fault, retried: true),
                session: .loggedOut)
        case .getMyProfile, .getUser, .getUserPosts, .getPost, .getSettings, .putSettings:
            return FaultOutcome(
                state: "authenticated", message: message(fault), attempts: attempts(fault, retried: true),
                session: .kept)
        case .updateMyProfile:
            return FaultOutcome(
                state: "authenticated", message: message(fault), attempts: attempts(fault, retried: false),
                session: .kept)
        case .getOnboarding:
            return FaultOutcome(
                state: launchState(fault, signedIn: "onboarding:welcome"), message: message(fault),
                attempts: attempts(fault, retried: true), session: .kept)
        case .putOnboarding:
            let state = fault == .unauthorized ? "onboarding:permissions" : "onboarding:welcome"
            return FaultOutcome(
                state: state, message: message(fault), attempts: attempts(fault, retried: true),
                session: .kept)
        case .completeOnboarding:
            let state = fault == .unauthorized ? "authenticated" : "onboarding:complete"
            return FaultOutcome(
                state: state, message: message(fault), attempts: attempts(fault, retried: false),
                session: .kept)
        case .uploadAnalyticsEvents:
            return FaultOutcome(
                state: "authenticated", message: nil, attempts: unrefreshed(fault, retried: true),
                session: .kept,
                eventsKept: true)
        }
    }

    /// The message a screen shows for the fault; nil for a 401, which a refresh absorbs.
    private static func message(_ fault: NetworkFault) -> String? {
        switch fault {
        case .offline: ServiceError.offline.message
        case .timeout: ServiceError.timeout.message
        case .unauthorized: nil
        case .rateLimited: ServiceError.server(status: 429).message
        case .serverError: ServiceError.server(status: 500).message
        case .maintenance: ServiceError.maintenance.message
        case .malformedJSON: ServiceError.badResponse("").message
        }
    }

    /// Requests the endpoint answers: three tries for 429 and 500 when the request is retried
    /// (idempotent), the request and its replay after a refresh for 401, else one.
    private static func attempts(_ fault: NetworkFault, retried: Bool) -> Int? {
        switch fault {
        case .offline: nil
        case .rateLimited, .serverError: retried ? 3 : 1
        case .unauthorized: 2
        case .timeout, .maintenance, .malformedJSON: 1
        }
    }

    /// Requests to an endpoint that never triggers a refresh (sign-in, sign-up, the analytics
    /// upload, which need no session): a 401 is answered once.
    private static func unrefreshed(_ fault: NetworkFault, retried: Bool = false) -> Int? {
        fault == .unauthorized ? 1 : attempts(fault, retried: retried)
    }

    /// A failed refresh fails the request that needed it, which is retried (with a new refresh)
    /// when its failure is one a retry may cure.
    private static func refreshAttempts(_ fault: NetworkFault) -> Int? {
        switch fault {
        case .offline: nil
        case .rateLimited, .serverError: 3
        case .unauthorized, .timeout, .maintenance, .malformedJSON: 1
        }
    }

    /// Where a launch (or a first-time user's sign-in) ends when its request meets the fault.
    private static func launchState(_ fault: NetworkFault, signedIn: String) -> String {
        switch fault {
        case .unauthorized: signedIn
        case .maintenance: "error:maintenanceMode"
        case .offline, .timeout, .rateLimited, .serverError, .malformedJSON: "error:networkUnavailable"
        }
    }
}

extension ServiceError {
    /// The user-facing text.
    var message: String { errorDescription ?? "" }
}
