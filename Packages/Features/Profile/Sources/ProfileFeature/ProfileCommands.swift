import Design

extension Command {
    /// `posts more`, on a profile screen while more posts exist (or the first page failed).
    public static let postsMore = Command(
        "posts more", "load the next page of posts", example: "posts more",
        offeredOn: "a profile screen, while more posts exist")
    /// `post open ID`, on a profile screen: any post, listed there or not.
    public static let postOpen = Command(
        "post open ID", "open a post", example: "post open p5", offeredOn: "a profile screen")
    /// `profile edit name VALUE`, on the own profile.
    public static let profileEditName = Command(
        "profile edit name VALUE", "edit your display name", example: "profile edit name \"Alice B\"",
        offeredOn: "your own profile")
    /// `profile edit bio VALUE`, on the own profile.
    public static let profileEditBio = Command(
        "profile edit bio VALUE", "edit your bio", example: "profile edit bio \"\"", offeredOn: "your own profile")
}
