import Foundation
import NIOSSL
import Networking

extension TrustFailure {
    /// BoringSSL refuses a certificate without saying why, so the cause is read off the certificate.
    init(_ error: any Error, peer: NIOSSLCertificate?, now: Date = Date()) {
        if error is HostNameCheck.Mismatch {
            self = .certificateForAnotherHost
            return
        }
        if let error = error as? NIOSSLExtraError {
            self = error == .failedToValidateHostname ? .certificateForAnotherHost : .handshakeFailed
            return
        }
        switch error as? NIOSSLError {
        case .handshakeFailed(.sslError(let errors)), .handshakeFailed(.unknownError(let errors)):
            self = Self(boringSSLErrors: errors.map(\.description).joined(separator: " "), peer: peer, now: now)
        case .uncleanShutdown:
            self = .handshakeBrokenOff
        default:
            self = error is NIOSSLError ? .handshakeFailed : .handshakeBrokenOff
        }
    }

    private init(boringSSLErrors text: String, peer: NIOSSLCertificate?, now: Date) {
        if text.contains("CERTIFICATE_VERIFY_FAILED") {
            self = Self(refused: peer, now: now)
        } else if text.contains("WRONG_VERSION_NUMBER") {
            self = .notTLS
        } else if text.contains("UNSUPPORTED_PROTOCOL") || text.contains("ALERT_PROTOCOL_VERSION") {
            // It chose a version below TLS 1.2, or refused every version from 1.2 up.
            self = .oldProtocol
        } else if text.contains("ALERT") || text.contains("EOF during handshake") {
            self = .handshakeBrokenOff
        } else {
            self = .handshakeFailed
        }
    }

    private init(refused certificate: NIOSSLCertificate?, now: Date) {
        guard let certificate else {
            self = .untrustedIssuer
            return
        }
        let seconds = Int(now.timeIntervalSince1970)
        if seconds > Int(certificate.notValidAfter) {
            self = .certificateExpired
        } else if seconds < Int(certificate.notValidBefore) {
            self = .certificateNotYetValid
        } else if certificate.subjectName == certificate.issuerName {
            self = .selfSignedCertificate
        } else {
            self = .untrustedIssuer
        }
    }
}
