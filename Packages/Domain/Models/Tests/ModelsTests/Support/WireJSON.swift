import Foundation

/// JSON as the wire format writes it: ISO-8601 dates, keys sorted so expected text is stable.
enum WireJSON {
    static func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    static func decode<Value: Decodable>(_ type: Value.Type, from json: String) throws -> Value {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(type, from: Data(json.utf8))
    }

    /// The message of the `DecodingError` that decoding `json` throws, or nil if it decodes.
    static func decodingFailure<Value: Decodable>(_ type: Value.Type, from json: String) -> String? {
        do {
            _ = try decode(type, from: json)
            return nil
        } catch DecodingError.dataCorrupted(let context) {
            return context.debugDescription
        } catch {
            return "unexpected error: \(error)"
        }
    }
}

/// A fixed instant, `2026-01-02T03:04:05Z`, for tests that need a date.
let sampleInstant = Date(timeIntervalSince1970: 1_767_323_045)
