/// `Settings` in the API document. Enumerated values travel as strings so that an unknown value
/// can be told apart from a malformed body (422, not 400).
struct Settings: Codable, Equatable {
    struct Notifications: Codable, Equatable {
        let push: Bool
        let email: Bool
    }

    struct Privacy: Codable, Equatable {
        let profile: String
    }

    let notifications: Notifications
    let appearance: String
    let privacy: Privacy
}
