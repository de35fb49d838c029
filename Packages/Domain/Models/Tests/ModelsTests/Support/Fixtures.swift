import Foundation

@testable import Models

extension User {
    static let alice = User(
        id: "u-alice", email: "alice@example.com", name: "Alice", onboardingCompleted: true)
}

extension Session {
    static let sample = Session(
        accessToken: "access-secret-123",
        refreshToken: "refresh-secret-456",
        expiresAt: sampleInstant
    )
}

extension Settings {
    static let sample = Settings(
        notifications: Notifications(push: true, email: false),
        appearance: .system,
        privacy: Privacy(profile: .public)
    )
}
