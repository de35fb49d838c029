import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Talks to a backend the way a client would, to see what a fault control did.
struct BackendProbe {
    let baseURL: URL

    /// Signs in and returns the access token.
    func accessToken(email: String = "alice@example.com", password: String = "correct-horse") async throws
        -> String
    {
        var request = URLRequest(url: baseURL.appendingPathComponent("v1/auth/login"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try JSONEncoder().encode(["email": email, "password": password])
        let (data, _) = try await URLSession.shared.data(for: request)
        struct Answer: Decodable {
            struct Session: Decodable { let accessToken: String }
            let session: Session
        }
        return try JSONDecoder().decode(Answer.self, from: data).session.accessToken
    }

    /// The status a GET of `path` answers with.
    func status(of path: String, token: String? = nil) async throws -> Int {
        var request = URLRequest(url: baseURL.appendingPathComponent(path))
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        let (_, response) = try await URLSession.shared.data(for: request)
        return (response as? HTTPURLResponse)?.statusCode ?? 0
    }
}
