import FeatureKit
import Models
import Services
import ServicesTesting
import Testing

@testable import __NAME__Feature

@MainActor
@Suite struct __NAME__LoadingTests {
    let harness = __NAME__Harness()

    @Test func loadShowsTheSignedInUsersProfile() async {
        let controller = harness.makeController()
        await controller.load()
        #expect(controller.profile == SeedData.profile(of: SeedData.alice))
        #expect(controller.loading.errorMessage == nil)
        #expect(harness.service.calls == [.ownProfile])
    }

    @Test func loadShowsSomeoneElsesProfile() async {
        let controller = harness.makeController(SeedData.bob.id)
        await controller.load()
        #expect(controller.profile == SeedData.profile(of: SeedData.bob))
        #expect(harness.service.calls == [.profile(userID: SeedData.bob.id)])
    }

    @Test func loadIsInProgressUntilTheProfileArrives() async {
        let controller = harness.makeController()
        let request = harness.service.suspendNext(.ownProfile)
        let loading = Task { await controller.load() }
        await request.waitUntilHeld()
        #expect(controller.loading.isRunning)
        #expect(controller.profile == nil)
        request.resume()
        await loading.value
        #expect(!controller.loading.isRunning)
        #expect(controller.profile != nil)
    }

    @Test(arguments: serviceErrorMessages)
    func aFailedLoadShowsTheMessageAndTellsTheApp(error: ServiceError, message: String) async {
        let controller = harness.makeController()
        harness.service.failNext(.ownProfile, with: error)
        await controller.load()
        #expect(controller.loading.errorMessage == message)
        #expect(controller.profile == nil)
        #expect(harness.outputs == [.failureShown(message)])
    }

    @Test func anUnknownUserCannotBeFound() async {
        let controller = harness.makeController("u-nobody")
        await controller.load()
        #expect(controller.loading.errorMessage == "This can't be found. It may have been deleted.")
    }

    @Test func aNewLoadClearsTheEarlierError() async {
        let controller = harness.makeController()
        harness.service.failNext(.ownProfile, with: .offline)
        await controller.load()
        await controller.load()
        #expect(controller.loading.errorMessage == nil)
        #expect(controller.profile == SeedData.profile(of: SeedData.alice))
    }

    @Test func aFailedReloadKeepsTheProfileShown() async {
        let controller = harness.makeController()
        await controller.load()
        harness.service.failNext(.ownProfile, with: .timeout)
        await controller.load()
        #expect(controller.profile == SeedData.profile(of: SeedData.alice))
        #expect(controller.loading.errorMessage == ServiceError.timeout.localizedDescription)
    }

    @Test func loadIfNeededLoadsOnlyOnce() async {
        let controller = harness.makeController()
        await controller.loadIfNeeded()
        await controller.loadIfNeeded()
        #expect(harness.service.calls == [.ownProfile])
    }
}
