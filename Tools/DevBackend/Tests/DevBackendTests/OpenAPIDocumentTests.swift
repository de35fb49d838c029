import Foundation
import Testing

@testable import DevBackend

/// The server and `docs/openapi.yaml` describe the same operations.
struct OpenAPIDocumentTests {
    @Test func serverRegistersExactlyTheDocumentedOperations() throws {
        let document = try String(contentsOf: Self.documentURL, encoding: .utf8)
        let documented = OpenAPIOperations.parse(document)
        let served = Set(Router().routes.map { OpenAPIOperations.Operation(method: $0.method, path: $0.path) })

        #expect(documented.count >= 16)
        #expect(served == documented)
    }

    @Test func parserReadsPathsAndMethodsOnly() {
        let document = """
            openapi: 3.1.0
            paths:
              /v1/a/{id}:
                get:
                  responses: {}
                delete:
                  parameters: []
              /v1/b:
                summary: not a method
                post:
                  responses: {}
            components:
              schemas:
                put:
                  type: object
            """
        #expect(OpenAPIOperations.parse(document) == [
            .init(method: "GET", path: "/v1/a/{id}"),
            .init(method: "DELETE", path: "/v1/a/{id}"),
            .init(method: "POST", path: "/v1/b"),
        ])
    }

    private static var documentURL: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // DevBackendTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()  // DevBackend
            .deletingLastPathComponent()  // Tools
            .deletingLastPathComponent()  // the repository
            .appendingPathComponent("docs/openapi.yaml")
    }
}

/// A light reader of an OpenAPI YAML document: the `paths:` keys and the HTTP methods under them.
enum OpenAPIOperations {
    struct Operation: Hashable {
        let method: String
        let path: String
    }

    private static let methods: Set<String> = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]

    static func parse(_ document: String) -> Set<Operation> {
        var operations: Set<Operation> = []
        var inPaths = false
        var path: String?
        for line in document.split(separator: "\n", omittingEmptySubsequences: false) {
            let indent = line.prefix { $0 == " " }.count
            let content = line.trimmingCharacters(in: .whitespaces)
            guard !content.isEmpty, !content.hasPrefix("#") else { continue }
            if indent == 0 {
                inPaths = content == "paths:"
                path = nil
            } else if inPaths, indent == 2, content.hasPrefix("/"), content.hasSuffix(":") {
                path = String(content.dropLast())
            } else if inPaths, indent == 4, let path, content.hasSuffix(":"), methods.contains(String(content.dropLast())) {
                operations.insert(Operation(method: content.dropLast().uppercased(), path: path))
            }
        }
        return operations
    }
}
