import Foundation

/// A signed-up person.
public struct User: Codable, Equatable, Sendable {
    public let id: String
    public let name: String

    /* The name shown on screen:
       the same as `name` for now. */
    public var displayName: String {
        name
    }
}
