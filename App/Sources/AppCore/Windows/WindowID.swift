/// Names a window (a scene): `main`, or `<kind>-<ID>` for a window a feature opened (`post-p5`).
/// It is `Codable` as its name, checked when decoded, so a scene can present it (`openWindow(value:)`).
public struct WindowID: Hashable, Sendable, Comparable, CustomStringConvertible, Codable {
    /// The name scripts and events use.
    public let rawValue: String

    /// The main window, which always exists and cannot be closed.
    public static let main = WindowID(rawValue: "main")

    /// The window of `kind` (a feature's link host) showing `item`.
    public init(kind: String, item: String) {
        rawValue = "\(kind)-\(item)"
    }

    /// A window named as a script would name it: `main`, or a kind of letters, a `-` and an item.
    public init?(_ name: String) {
        guard name == "main" || Self.parts(of: name) != nil else { return nil }
        rawValue = name
    }

    private init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The kind of window (`post`), nil for the main window.
    public var kind: String? { Self.parts(of: rawValue)?.kind }

    /// What the window shows (`p5` in `post-p5`), nil for the main window.
    public var item: String? { Self.parts(of: rawValue)?.item }

    public var description: String { rawValue }

    /// The window named in `decoder`'s single string; a name no window can have does not decode.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        guard let id = WindowID(try container.decode(String.self)) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a window name")
        }
        self = id
    }

    /// The window's name, as one string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// `main` first, then the others by name.
    public static func < (lhs: WindowID, rhs: WindowID) -> Bool {
        (lhs == .main ? "" : lhs.rawValue) < (rhs == .main ? "" : rhs.rawValue)
    }

    private static func parts(of name: String) -> (kind: String, item: String)? {
        guard let dash = name.firstIndex(of: "-") else { return nil }
        let kind = name[..<dash]
        let item = name[name.index(after: dash)...]
        guard !kind.isEmpty, !item.isEmpty, kind.allSatisfy({ $0.isASCII && $0.isLowercase }) else { return nil }
        return (String(kind), String(item))
    }
}
