import Foundation

/// Every token a data directory holds: the backend's access and refresh grants in
/// `dev-backend.json` and the app's stored session.
enum IssuedTokens {
    static func read(in directory: URL) -> Set<String> {
        var tokens: Set<String> = []
        if let backend = object(directory.appendingPathComponent("dev-backend.json"))?["value"]
            as? [String: Any]
        {
            for key in ["accessGrants", "refreshGrants"] {
                if let grants = backend[key] as? [String: Any] { tokens.formUnion(grants.keys) }
            }
        }
        if let session = object(directory.appendingPathComponent("session.json"))?["session"]
            as? [String: Any]
        {
            for key in ["accessToken", "refreshToken"] {
                if let token = session[key] as? String { tokens.insert(token) }
            }
        }
        return tokens
    }

    private static func object(_ file: URL) -> [String: Any]? {
        guard let data = try? Data(contentsOf: file) else { return nil }
        return try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    }
}
