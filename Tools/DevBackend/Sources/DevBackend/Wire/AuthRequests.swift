/// `LoginRequest` in the API document.
struct LoginRequest: Codable {
    let email: String
    let password: String
}

/// `SignupRequest` in the API document.
struct SignupRequest: Codable {
    let email: String
    let password: String
    let name: String
}

/// `RefreshRequest` in the API document.
struct RefreshRequest: Codable {
    let refreshToken: String
}
