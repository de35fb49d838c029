/// `User` in the API document: who is signed in.
struct User: Codable, Equatable {
    let id: String
    let email: String
    let name: String
    let onboardingCompleted: Bool
}
