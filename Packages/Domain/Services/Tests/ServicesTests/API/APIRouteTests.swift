import Foundation
import Networking
import Testing

@testable import Services

@Suite struct APIRouteTests {
    /// The repository's API document, found from this file's place in the repository.
    static let documentURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("docs/openapi.yaml")

    @Test func everyRouteTheClientCallsIsInTheAPIDocument() throws {
        let documented = try OpenAPIOperations.read(Self.documentURL)
        #expect(documented.count >= APIRoute.allCases.count)
        for route in APIRoute.allCases {
            #expect(documented.contains("\(route.method.rawValue) \(route.template)"), "\(route.rawValue) is not in docs/openapi.yaml")
        }
    }

    @Test func onlySignInSignUpAndRefreshGoWithoutABearerToken() {
        let open = APIRoute.allCases.filter { !$0.requiresAuthentication }
        #expect(Set(open) == [.login, .signup, .refresh])
    }

    @Test func fillsThePathParameter() {
        #expect(APIRoute.getUserPosts.path(id: "u-bob") == "/v1/users/u-bob/posts")
        #expect(APIRoute.getSettings.path() == "/v1/me/settings")
    }

    @Test func endpointsTakeTheirRoutesMethodPathAndAuthentication() {
        let page = APIEndpoints.posts(of: "u-alice", cursor: "c 1&x", limit: 20)
        #expect(page.method == .get)
        #expect(page.path == "/v1/users/u-alice/posts")
        #expect(page.query == [URLQueryItem(name: "limit", value: "20"), URLQueryItem(name: "cursor", value: "c 1&x")])
        #expect(page.requiresAuthentication)
        #expect(APIEndpoints.refresh(refreshToken: "r").requiresAuthentication == false)
        #expect(APIEndpoints.logout().method == .delete)
    }
}

/// The operations of an OpenAPI document as `METHOD /path`, read from its `paths:` block: a path
/// is a two-space-indented key starting with `/`, an operation a four-space-indented HTTP method.
enum OpenAPIOperations {
    static let methods: Set<String> = ["get", "put", "post", "delete", "patch", "head", "options"]

    static func read(_ url: URL) throws -> Set<String> {
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        var operations: Set<String> = []
        var inPaths = false
        var path: String?
        for line in lines {
            if !line.hasPrefix(" "), !line.isEmpty {
                inPaths = line == "paths:"
                path = nil
            } else if inPaths, line.hasPrefix("  /"), line.hasSuffix(":") {
                path = String(line.dropFirst(2).dropLast())
            } else if inPaths, let path, line.hasPrefix("    "), !line.hasPrefix("     "), line.hasSuffix(":") {
                let method = line.trimmingCharacters(in: .whitespaces).dropLast()
                if methods.contains(String(method)) {
                    operations.insert("\(method.uppercased()) \(path)")
                }
            }
        }
        return operations
    }
}
