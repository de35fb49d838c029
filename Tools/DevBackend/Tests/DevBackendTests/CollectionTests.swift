import Foundation
import Testing

@testable import DevBackend

/// The sample collections a scaffolded feature reads before it has an endpoint of its own.
struct CollectionTests {
    @Test(arguments: ["orders", "reading-list", "x2"])
    func anyCollectionNameListsThreeSampleItems(name: String) async throws {
        try await BackendHarness.run { harness in
            let reply = try await harness.send("GET", "/v1/collections/\(name)/items", token: try await harness.token())
            #expect(reply.status == 200)
            let items = try reply.json()["items"]
            #expect(items[0]["id"] == .string("\(name)-1"))
            #expect(items[2]["id"] == .string("\(name)-3"))
            #expect(items[3] == .null)
        }
    }

    @Test func anItemIsTitledAfterItsCollection() async throws {
        try await BackendHarness.run { harness in
            let reply = try await harness.send(
                "GET", "/v1/collections/reading-list/items/reading-list-2", token: try await harness.token())
            #expect(reply.status == 200)
            #expect(try reply.json()["title"] == .string("Reading List 2"))
            #expect(try reply.json()["id"] == .string("reading-list-2"))
        }
    }

    @Test(arguments: ["orders-0", "orders-4", "orders-02", "orders-+1", "other-1", "orders", "orders-1x"])
    func anItemTheCollectionDoesNotHaveIsNotFound(id: String) async throws {
        try await BackendHarness.run { harness in
            let reply = try await harness.send(
                "GET", "/v1/collections/orders/items/\(id)", token: try await harness.token())
            #expect(reply.status == 404)
            #expect(reply.errorCode == "not_found")
        }
    }

    @Test(arguments: ["Orders", "1orders", "-orders", "orders-", "a--b", "ördérs", String(repeating: "a", count: 41)])
    func aNameThatIsNoCollectionNameIsNotFound(name: String) async throws {
        try await BackendHarness.run { harness in
            let escaped = name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? name
            let reply = try await harness.send("GET", "/v1/collections/\(escaped)/items", token: try await harness.token())
            #expect(reply.status == 404)
        }
    }

    @Test func theCollectionsNeedASession() async throws {
        try await BackendHarness.run { harness in
            let reply = try await harness.send("GET", "/v1/collections/orders/items")
            #expect(reply.status == 401)
        }
    }
}
