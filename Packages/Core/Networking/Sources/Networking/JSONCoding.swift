import Foundation

/// The wire's JSON rules in one place: camelCase keys and ISO-8601 dates (`2026-01-02T03:04:05Z`).
enum JSONCoding {
    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = .sortedKeys
        return encoder
    }

    static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = parseISO8601(text) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "Expected an ISO-8601 date.")
            }
            return date
        }
        return decoder
    }

    static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws(NetworkError) -> T {
        do {
            return try decoder().decode(type, from: data)
        } catch let error as DecodingError {
            throw .decoding(ServerText.line("\(T.self): \(describe(error))"))
        } catch {
            throw .decoding(ServerText.line("\(T.self): \(error.localizedDescription)"))
        }
    }

    private static func parseISO8601(_ text: String) -> Date? {
        if let date = try? Date(text, strategy: .iso8601) { return date }
        return try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    }

    /// Says where and why decoding failed, without echoing any value from the payload.
    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, let context):
            "missing key '\(key.stringValue)' at \(path(context))"
        case .typeMismatch(let type, let context):
            "expected \(type) at \(path(context))"
        case .valueNotFound(let type, let context):
            "null where \(type) was expected at \(path(context))"
        case .dataCorrupted(let context):
            "\(context.debugDescription) at \(path(context))"
        @unknown default:
            "undecodable data"
        }
    }

    private static func path(_ context: DecodingError.Context) -> String {
        let components = context.codingPath.map { key in
            key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)"
        }
        return components.isEmpty ? "the top level" : "$" + components.joined()
    }
}
