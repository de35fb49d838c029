import Models
import Services
import ServicesTesting
import Testing
import __NAME__FeatureTesting

@testable import __NAME__Feature

/// The fake the feature's tests and demo run on: it holds the items the dev backend serves and
/// can be made to fail, as the ServicesTesting fakes can.
@Suite struct Fake__NAME__ServiceTests {
    @Test func itHoldsTheSampleItemsAndRecordsEachCall() async throws {
        let fake = Fake__NAME__Service()
        #expect(try await fake.items().count == 3)
        #expect(try await fake.item(id: second) == items[1])
        #expect(fake.calls == [.items, .item(id: second)])
    }

    @Test func aScriptedFailureComesOnceThenItAnswersAgain() async throws {
        let fake = Fake__NAME__Service()
        fake.failNext(.items, with: .offline)
        await #expect(throws: ServiceError.offline) { try await fake.items() }
        #expect(try await fake.items() == items)
    }

    @Test func aRemovedItemIsNotFound() async {
        let fake = Fake__NAME__Service()
        await fake.remove(id: second)
        await #expect(throws: ServiceError.notFound) { try await fake.item(id: second) }
    }
}
