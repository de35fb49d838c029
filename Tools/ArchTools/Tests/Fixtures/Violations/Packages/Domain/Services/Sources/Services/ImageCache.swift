@MainActor
final class ImageCache {}

extension ImageCache: UserLoading {
    func user(id: String) async throws -> User {
        User(id: id)
    }
}
