import Design

/// What the app may ask of one live profile feature: a navigation stack for the profile tab or a
/// post window. Every async method returns once the work it started has finished; cancelling the
/// caller cancels that work. An intent the top screen does not offer does nothing and returns
/// false; the screen's action hints come from the same state.
@MainActor
public protocol ProfileFeatureAPI: AnyObject {
    /// The screen on top of the stack, as it looks now.
    var screen: Screen { get }

    /// The routes pushed above the root, bottom first (IDs only), for scene storage.
    var path: [ProfileRoute] { get }

    /// Shows the top screen and loads it; later calls do nothing.
    func start() async

    /// Follows a deep link: the root's route (the own profile, however it is named) pops to the
    /// root; any other route is pushed, unless it is already on top.
    func show(_ route: ProfileRoute) async

    /// Replaces the pushed routes with `path` ; once
    /// started, the new top screen loads, and shows an error if it cannot.
    func restore(path: [ProfileRoute]) async

    /// Pops the top screen.
    @discardableResult
    func back() async -> Bool

    /// Reloads the top screen: a profile and its first page of posts, or a post.
    func refresh() async

    /// `posts more`: loads the next page of the profile's posts, or retries a failed one.
    @discardableResult
    func loadMorePosts() async -> Bool

    /// `post open ID`: opens a post from a profile screen, whether or not it is listed there.
    @discardableResult
    func openPost(id: String) async -> Bool

    /// `profile edit name VALUE`: changes the signed-in user's display name.
    @discardableResult
    func editName(_ name: String) async -> Bool

    /// `profile edit bio VALUE`: changes the signed-in user's bio.
    @discardableResult
    func editBio(_ bio: String) async -> Bool
}
