import Foundation

/// The backend's error shape, `{code, message}`, sent with every 4xx and 5xx.
struct ServerErrorBody: Decodable {
    var code: String
    var message: String?

    init?(_ data: Data) {
        guard let body = try? JSONDecoder().decode(Self.self, from: data) else { return nil }
        self = body
    }
}
