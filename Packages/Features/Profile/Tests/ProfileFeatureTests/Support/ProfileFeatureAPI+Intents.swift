import ProfileFeature

/// The app's ways of driving a profile stack, spelled as the tests use them: each intent through
/// `perform`, and `back` and links through `setPath` then `start` (the new top appears), as the
/// app does.
extension ProfileFeatureAPI {
    @discardableResult
    func loadMorePosts() async -> Bool { await perform(.loadMorePosts) }

    @discardableResult
    func openPost(id: String) async -> Bool { await perform(.openPost(id)) }

    @discardableResult
    func editName(_ name: String) async -> Bool { await perform(.editName(name)) }

    @discardableResult
    func editBio(_ bio: String) async -> Bool { await perform(.editBio(bio)) }

    /// Pops the top screen, as the app's `back` does; false at the root.
    @discardableResult
    func back() async -> Bool {
        guard !path.isEmpty else { return false }
        await navigate(to: Array(path.dropLast()))
        return true
    }

    /// Follows a link to `route`, as the app does.
    func show(_ route: ProfileRoute) async {
        await navigate(to: path(showing: route))
    }

    /// Writes `path` as the app does: at once (a path that changes nothing is no write), then what the new top shows loads as it appears.
    func navigate(to path: [ProfileRoute]) async {
        guard path != self.path else { return }
        setPath(path)
        await start()
    }
}
