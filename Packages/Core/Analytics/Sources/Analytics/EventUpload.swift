import Networking

/// The upload of a batch: `POST /v1/analytics/events`, answered by a 202 receipt.
struct EventUpload: Encodable, Sendable {
    struct Receipt: Decodable, Sendable {
        var accepted: Int
        var duplicates: Int
    }

    var events: [TrackedEvent]

    var endpoint: Endpoint<Receipt> {
        Endpoint(
            method: .post, path: "/v1/analytics/events", body: self, requiresAuthentication: false,
            isIdempotent: true)
    }
}
