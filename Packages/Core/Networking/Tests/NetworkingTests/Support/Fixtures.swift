import Foundation
import Networking

/// A small payload with a date, as the backend's models have.
struct Note: Codable, Equatable, Sendable {
    var id: String
    var text: String
    var createdAt: Date
}

extension Note {
    static let sample = Note(id: "n1", text: "hello", createdAt: Date(timeIntervalSince1970: 1_767_323_045))
}

extension Endpoint where Response == Note {
    static func note(_ id: String = "n1", requiresAuthentication: Bool = false, timeout: Duration? = nil)
        -> Self
    {
        Endpoint(
            method: .get, path: "/v1/notes/\(id)", requiresAuthentication: requiresAuthentication,
            timeout: timeout)
    }
}
