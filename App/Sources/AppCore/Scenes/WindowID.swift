import Models

/// Names a window (a scene): `main`, or `post-<postID>` for a post opened in its own window.
public struct WindowID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The name scripts and events use.
    public let rawValue: String

    /// The main window, which always exists and cannot be closed.
    public static let main = WindowID(rawValue: "main")

    /// The window showing post `postID`.
    public static func post(_ postID: ID<Post>) -> WindowID {
        WindowID(rawValue: "post-\(postID)")
    }

    /// A window named as a script would name it; nil for a name no window can have.
    public init?(_ name: String) {
        guard name == "main" || (name.hasPrefix("post-") && name.count > "post-".count) else { return nil }
        self.rawValue = name
    }

    private init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The post a post window shows; nil for the main window, or a name that names no post.
    public var postID: ID<Post>? {
        rawValue.hasPrefix("post-") ? ID(rawValue.dropFirst("post-".count)) : nil
    }

    /// The window's name.
    public var description: String { rawValue }

    /// `main` first, then the others by name.
    public static func < (lhs: WindowID, rhs: WindowID) -> Bool {
        (lhs == .main ? "" : lhs.rawValue) < (rhs == .main ? "" : rhs.rawValue)
    }
}
