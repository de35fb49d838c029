import Models
import Services
import ServicesTesting
import Testing

@testable import ProfileFeature

@MainActor
@Suite struct PostDetailTests {
    let harness = Harness()

    @Test func postOpenShowsAListedPost() async {
        let feature = await harness.startedFeature()
        await feature.openPost(id: "p44")

        #expect(feature.screen.name == "post:p44")
        #expect(feature.screen.title == "Alice Example #44")
        #expect(feature.screen.sections.first?.rows == [.text("Post number 44 by Alice Example.")])
    }

    @Test func postOpenShowsAPostThatIsNotOnScreen() async {
        let feature = await harness.startedFeature()
        await feature.openPost(id: "b3")

        #expect(feature.screen.title == "Bob Builder #3")
        #expect(harness.service.calls.contains(.post(id: "b3")))
    }

    @Test func aListedPostShowsFromTheCacheWhileTheBackendIsAsked() async {
        let feature = await harness.startedFeature()
        let held = harness.service.suspendNext(.post)
        let opening = Task { await feature.openPost(id: "p44") }
        await held.waitUntilHeld()

        #expect(feature.screen.title == "Alice Example #44")
        held.resume()
        _ = await opening.value
    }

    @Test func aDeletedPostShowsAnError() async {
        let feature = await harness.startedFeature()
        await harness.service.deletePost(id: "p44")

        await feature.openPost(id: "p44")

        #expect(feature.screen.name == "post:p44")
        #expect(feature.screen.errorMessage == ServiceError.notFound.localizedDescription)
        #expect(feature.screen.sections.isEmpty)
    }

    @Test func aPostDeletedWhileShownLeavesTheScreenOnRefresh() async {
        let feature = await harness.startedFeature(root: .post(id: "p5"))
        await harness.service.deletePost(id: "p5")

        await feature.refresh()

        #expect(feature.screen.title == "Post")
        #expect(feature.screen.errorMessage == ServiceError.notFound.localizedDescription)
    }

    @Test func aPostWhoseAuthorTurnedPrivateLeavesTheScreen() async {
        let feature = await harness.startedFeature(root: .post(id: "b3"))
        await harness.makeBobPrivate()

        await feature.refresh()

        #expect(feature.screen.sections.isEmpty)
        #expect(feature.screen.errorMessage == ServiceError.privateProfile.localizedDescription)
    }

    @Test func aTransientFailureKeepsThePostShownWithTheMessage() async {
        let feature = await harness.startedFeature(root: .post(id: "p5"))
        harness.service.failNext(.post, with: .offline)

        await feature.refresh()

        #expect(feature.screen.title == "Alice Example #5")
        #expect(feature.screen.errorMessage == ServiceError.offline.localizedDescription)
    }

    @Test(arguments: ["", "p 5", "../p5", "p5?x", String(repeating: "p", count: 65)])
    func aMalformedPostIDIsRefusedWithoutARequestOrAPush(id: String) async {
        let feature = await harness.startedFeature()
        let calls = harness.service.calls.count

        await feature.openPost(id: id)

        #expect(feature.screen.name == "profile")
        #expect(feature.screen.errorMessage == ResourceID.postIDRule)
        #expect(harness.service.calls.count == calls)
        #expect(feature.path.isEmpty)
    }

    @Test func aPostWindowShowsItsPostWithoutBack() async {
        let feature = await harness.startedFeature(root: .post(id: "p5"))

        #expect(feature.screen.name == "post:p5")
        #expect(feature.screen.sections.last?.rows == [.value(label: "Published", value: "2026-01-05")])
        #expect(feature.screen.commands.isEmpty)
    }
}
