import Design

extension Command {
    /// `posts more`, on a profile screen while more posts exist (or the first page failed).
    public static let postsMore = Command("posts more", "load the next page of posts", example: "posts more")
    /// `post open ID`, on a profile screen: any post, listed there or not.
    public static let postOpen = Command("post open ID", "open a post", example: "post open p5")
    /// `profile edit name VALUE`, on the own profile.
    public static let profileEditName = Command(
        "profile edit name VALUE", "edit your display name", example: "profile edit name \"Alice B\"")
    /// `profile edit bio VALUE`, on the own profile.
    public static let profileEditBio = Command(
        "profile edit bio VALUE", "edit your bio", example: "profile edit bio \"\"")
}
