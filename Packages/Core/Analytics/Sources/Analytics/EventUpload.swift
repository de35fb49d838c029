import Networking

/// The upload of a batch: `POST /v1/analytics/events` with `{events: [...]}`, answered by 202.
///
/// It needs no session, and it is idempotent because the server counts each event ID once, so
/// the client may retry it.
struct EventUpload: Encodable, Sendable {
    var events: [TrackedEvent]

    var endpoint: Endpoint<Void> {
        Endpoint(
            method: .post, path: "/v1/analytics/events", body: self, requiresAuthentication: false,
            isIdempotent: true)
    }
}
