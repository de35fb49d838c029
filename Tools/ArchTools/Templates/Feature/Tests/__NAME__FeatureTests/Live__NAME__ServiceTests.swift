import DevBackend
import Foundation
import Models
import Networking
import Services
import Testing
import __NAME__FeatureTesting

@testable import __NAME__Feature

/// The live service against the real dev backend, in memory: the sample collection it serves the
/// feature until the feature has an endpoint of its own.
@Suite struct Live__NAME__ServiceTests {
    @Test func itListsTheItemsTheBackendServesAndTheFakeHolds() async throws {
        let signedIn = try await SignedInClient.make()
        let service = Live__NAME__Service(client: signedIn.client)
        #expect(try await service.items() == Fake__NAME__Service.sampleItems)
    }

    @Test func itReadsOneItemByItsID() async throws {
        let signedIn = try await SignedInClient.make()
        let service = Live__NAME__Service(client: signedIn.client)
        #expect(try await service.item(id: second) == items[1])
    }

    @Test func anItemTheBackendDoesNotHaveIsNotFound() async throws {
        let signedIn = try await SignedInClient.make()
        let service = Live__NAME__Service(client: signedIn.client)
        let missing = try #require(ID<__NAME__Item>("\(slug)-9"))
        await #expect(throws: ServiceError.notFound) { try await service.item(id: missing) }
    }

    @Test func anItemWhoseTextBreaksItsBoundsIsRefusedAsTheServerBreakingTheAPI() throws {
        let long = String(repeating: "a", count: __NAME__Item.maximumTitleLength + 1)
        let json = Data(#"{"id": "a", "title": "\#(long)", "detail": ""}"#.utf8)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(__NAME__Item.self, from: json)
        }
        let control = Data(#"{"id": "a", "title": "a\u0007b", "detail": ""}"#.utf8)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(__NAME__Item.self, from: control)
        }
    }
}
