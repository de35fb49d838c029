import Foundation

/// `Session` in the API document: the tokens a client sends and renews.
struct Session: Codable, Equatable {
    let accessToken: String
    let refreshToken: String
    let expiresAt: Date
}

/// `AuthResult` in the API document: what login and sign-up answer.
struct AuthResult: Codable, Equatable {
    let user: User
    let session: Session
}
