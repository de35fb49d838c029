import Networking

/// The upload of a batch: `POST /v1/analytics/events` with `{events: [...]}`, answered by 202
/// `{accepted, duplicates}`.
///
/// It needs no session, and it is idempotent because the server counts each event ID once, so
/// the client may retry it. Only an answer that decodes as that receipt acknowledges the batch: a
/// success status with another body (a proxy's or a captive portal's page) leaves it stored.
struct EventUpload: Encodable, Sendable {
    /// The server's acknowledgment of a batch.
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
