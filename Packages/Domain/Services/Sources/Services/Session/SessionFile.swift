import Foundation
import Models

/// The stored form of a session: `{"schemaVersion": 1, "session": {accessToken, refreshToken, expiresAt}}`.
struct SessionFile: Codable {
    static let currentSchemaVersion = 1

    let schemaVersion: Int
    let session: Session

    /// Why stored bytes could not be used, for the log line; never quotes them.
    struct Unreadable: Error, Equatable {
        let reason: String
    }

    static func encode(_ session: Session) throws(ServiceError) -> Data {
        do {
            return try encoder.encode(SessionFile(schemaVersion: currentSchemaVersion, session: session))
        } catch {
            throw .unexpected("the session did not encode")
        }
    }

    static func decode(_ data: Data) -> Result<Session, Unreadable> {
        guard let header = try? decoder.decode(Header.self, from: data) else {
            return .failure(Unreadable(reason: "is not a session file"))
        }
        guard header.schemaVersion == currentSchemaVersion else {
            let newer = header.schemaVersion > currentSchemaVersion
            return .failure(Unreadable(
                reason: "has \(newer ? "a newer" : "an unknown") schema version (\(header.schemaVersion))"
            ))
        }
        guard let file = try? decoder.decode(SessionFile.self, from: data) else {
            return .failure(Unreadable(reason: "does not decode as schema version \(currentSchemaVersion)"))
        }
        return .success(file.session)
    }

    private struct Header: Decodable {
        let schemaVersion: Int
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    private static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
