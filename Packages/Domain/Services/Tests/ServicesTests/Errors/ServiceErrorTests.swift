import Foundation
import Models
import Networking
import Services
import Testing

@Suite struct ServiceErrorTests {
    static let all: [ServiceError] = [
        .invalidCredentials, .emailTaken, .invalid(reason: "Enter a display name."), .notFound, .privateProfile,
        .sessionExpired, .offline, .tooManyOpenFiles, .timeout, .maintenance, .server(status: 429),
        .server(status: 502), .server(status: 507), .storage, .diskFull, .cancelled,
        .unexpected("HTTP 400: malformed_body: token abc123 at $.session"),
        .untrustedServer(.certificateExpired),
    ]

    @Test(arguments: all)
    func isARefusalOnlyWhenTheBackendTurnedDownWhatWasAsked(_ error: ServiceError) {
        let refusal: Bool = switch error {
        case .invalidCredentials, .emailTaken, .invalid, .notFound, .privateProfile: true
        default: false
        }
        #expect(error.isRefusal == refusal)
        #expect(!(error.isRefusal && error.isTransient))
    }

    @Test(arguments: all)
    func isTransientOnlyForOfflineTimeoutAndServerFailures(_ error: ServiceError) {
        let transient: Bool = switch error {
        case .offline, .tooManyOpenFiles, .timeout, .server: true
        default: false
        }
        #expect(error.isTransient == transient)
    }

    @Test(arguments: all)
    func showsAMessageWithoutTechnicalDetail(_ error: ServiceError) {
        let message = error.localizedDescription
        #expect(!message.isEmpty)
        for leak in ["HTTP", "token", "abc123", "$.", "429", "502", "malformed"] {
            #expect(!message.contains(leak), "\(error) shows \(leak)")
        }
    }

    /// A server that can't be trusted is its own line naming the cause, never "offline".
    @Test func anUntrustedServerSaysSoAndNamesTheCause() {
        #expect(
            ServiceError.untrustedServer(.certificateExpired).localizedDescription
                == "Can't reach a trusted server: its certificate has expired.")
    }

    /// A failure of the device, or of the server's disk, says so: neither is "offline" or "something
    /// went wrong".
    @Test(arguments: [
        (ServiceError.tooManyOpenFiles, "too many files open"), (.server(status: 507), "disk is full"),
        (.diskFull, "disk is full"), (.storage, "couldn't be saved"),
    ])
    func aLocalFailureOrAFullDiskSaysWhatHappened(_ error: ServiceError, _ words: String) {
        #expect(error.localizedDescription.contains(words), "\(error.localizedDescription)")
        #expect(!error.localizedDescription.contains("offline"))
        #expect(!error.localizedDescription.contains("Something went wrong"))
    }

    @Test func anInvalidInputShowsItsReason() {
        #expect(ServiceError.invalid(reason: "Enter a display name.").localizedDescription == "Enter a display name.")
    }

    @Test func keepsTheTechnicalDetailForLogs() {
        #expect(ServiceError.unexpected("HTTP 400: malformed_body").technicalDetail.contains("HTTP 400"))
        #expect(ServiceError.server(status: 502).technicalDetail.contains("502"))
    }

    @Test(arguments: [
        (ServiceError.offline, AppError?.some(.networkUnavailable)),
        (.timeout, .networkUnavailable),
        (.tooManyOpenFiles, .networkUnavailable),
        (.diskFull, nil),
        (.server(status: 500), .networkUnavailable),
        (.sessionExpired, .sessionExpired),
        (.maintenance, .maintenanceMode),
        (.untrustedServer(.untrustedIssuer), .networkUnavailable),
        (.notFound, nil),
        (.invalidCredentials, nil),
        (.cancelled, nil),
    ])
    func standsForAnAppErrorOnlyWhenItEndsALaunch(_ error: ServiceError, _ expected: AppError?) {
        #expect(error.appError == expected)
    }

    @Test(arguments: [
        (ServiceError.invalidCredentials, "invalid_credentials"), (.invalid(reason: "Use a shorter name."), "invalid"),
        (.server(status: 503), "server"), (.unexpected("HTTP 400: malformed_body"), "unexpected"),
        (.untrustedServer(.certificateForAnotherHost), "untrusted_server"),
    ])
    func givesAnalyticsItsKindNeverItsDetail(_ error: ServiceError, _ reason: String) {
        #expect(error.analyticsReason == reason)
    }
}
