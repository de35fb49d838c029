import ProfileFeature

extension SceneSnapshot.StoredRoute {
    /// The stored form of a pushed profile route.
    init(_ route: ProfileRoute) {
        switch route {
        case .own: self.init(kind: .own, id: nil)
        case .user(let id): self.init(kind: .user, id: id)
        case .post(let id): self.init(kind: .post, id: id)
        }
    }

    /// The route again; nil when the stored entry lacks the ID its kind needs.
    var route: ProfileRoute? {
        switch (kind, id) {
        case (.own, _): .own
        case (.user, let id?): .user(id: id)
        case (.post, let id?): .post(id: id)
        case (.user, nil), (.post, nil): nil
        }
    }
}
