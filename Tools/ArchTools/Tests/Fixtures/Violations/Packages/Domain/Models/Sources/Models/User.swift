import Foundation
import Services

var currentUser: User?

/// A signed-up person.
public struct User: Sendable {
    public let id: String
}
