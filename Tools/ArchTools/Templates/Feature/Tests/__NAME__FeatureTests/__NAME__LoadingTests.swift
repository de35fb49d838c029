import Models
import Services
import ServicesTesting
import Testing

@testable import __NAME__Feature

@MainActor
@Suite struct __NAME__LoadingTests {
    @Test func loadShowsTheSignedInUsersProfile() async {
        let harness = __NAME__Harness()
        let controller = harness.makeController(.own)
        await controller.load()
        #expect(controller.profile == SeedData.profile(of: SeedData.alice))
        #expect(controller.errorMessage == nil)
        #expect(harness.service.calls == [.ownProfile])
    }

    @Test func loadShowsSomeoneElsesProfile() async {
        let harness = __NAME__Harness()
        let controller = harness.makeController(.user(id: SeedData.bob.id))
        await controller.load()
        #expect(controller.profile == SeedData.profile(of: SeedData.bob))
        #expect(harness.service.calls == [.profile(userID: SeedData.bob.id)])
    }

    @Test func loadIsInProgressUntilTheProfileArrives() async {
        let harness = __NAME__Harness()
        let controller = harness.makeController()
        let request = harness.service.suspendNext(.ownProfile)
        let loading = Task { await controller.load() }
        await request.waitUntilHeld()
        #expect(controller.isLoading)
        #expect(controller.profile == nil)
        request.resume()
        await loading.value
        #expect(!controller.isLoading)
        #expect(controller.profile != nil)
    }

    @Test(arguments: serviceErrorMessages)
    func failedLoadShowsTheUserFacingMessage(error: ServiceError, message: String) async {
        let harness = __NAME__Harness()
        let controller = harness.makeController()
        harness.service.failNext(.ownProfile, with: error)
        await controller.load()
        #expect(controller.errorMessage == message)
        #expect(controller.profile == nil)
        #expect(!controller.isLoading)
        #expect(harness.outputs.outputs == [.failureShown(message)])
    }

    @Test func unknownUserShowsThatTheyCannotBeFound() async {
        let harness = __NAME__Harness()
        let controller = harness.makeController(.user(id: "u-nobody"))
        await controller.load()
        #expect(controller.errorMessage == "This can't be found. It may have been deleted.")
    }

    @Test func newLoadClearsTheEarlierError() async {
        let harness = __NAME__Harness()
        let controller = harness.makeController()
        harness.service.failNext(.ownProfile, with: .offline)
        await controller.load()
        await controller.load()
        #expect(controller.errorMessage == nil)
        #expect(controller.profile == SeedData.profile(of: SeedData.alice))
    }

    @Test func failedReloadKeepsTheProfileShown() async {
        let harness = __NAME__Harness()
        let controller = harness.makeController()
        await controller.load()
        harness.service.failNext(.ownProfile, with: .timeout)
        await controller.load()
        #expect(controller.profile == SeedData.profile(of: SeedData.alice))
        #expect(controller.errorMessage == "The server is taking too long to respond. Please try again.")
    }

    @Test func loadIfNeededLoadsOnlyOnce() async {
        let harness = __NAME__Harness()
        let controller = harness.makeController()
        await controller.loadIfNeeded()
        await controller.loadIfNeeded()
        #expect(harness.service.calls == [.ownProfile])
    }
}
