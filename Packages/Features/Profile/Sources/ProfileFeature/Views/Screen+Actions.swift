import Design

/// The script commands the profile feature's screens offer.
extension Screen.Action {
    static let loadMorePosts = Screen.Action(command: "posts more", title: "Load more posts")
    static let openPost = Screen.Action(command: "post open ID", title: "Open a post")
    static let editName = Screen.Action(command: "profile edit name VALUE", title: "Change your display name")
    static let editBio = Screen.Action(command: "profile edit bio VALUE", title: "Change your bio")
    static let back = Screen.Action(command: "back", title: "Go back")
}

extension Screen {
    /// A copy that also offers `back`, for a screen pushed above the root of its stack.
    func addingBack() -> Screen {
        Screen(
            name: name, title: title, sections: sections, actions: actions + [.back],
            banner: banner, tabBar: tabBar
        )
    }
}
