import Analytics
import Models
import ServicesTesting
import Testing

@testable import ProfileFeature

@MainActor
@Suite struct AnalyticsTests {
    let harness = Harness()

    private var viewedScreens: [AnalyticsValue?] {
        harness.analytics.events(named: "screen_viewed").map { $0.event.properties["screen"] }
    }

    @Test func screenViewsAreTheAppsToCountNotTheFeatures() async {
        let feature = await harness.startedFeature()
        await feature.openPost(id: "p44")
        await feature.back()
        await feature.show(.user(id: SeedData.bob.id))

        #expect(viewedScreens.isEmpty)
    }

    @Test func nothingIsCountedBeforeStart() async {
        let feature = harness.makeFeature()
        feature.setPath([.post(id: "p1")])

        #expect(harness.analytics.events.isEmpty)
    }

    @Test func eachPageOfPostsIsCountedWithItsNumberAndSize() async {
        let feature = await harness.startedFeature()
        await feature.loadMorePosts()
        await feature.loadMorePosts()

        let pages = harness.analytics.events(named: "posts_page_loaded").map(\.event.properties)
        #expect(pages.map { $0["page"] } == [1, 2, 3])
        #expect(pages.map { $0["count"] } == [20, 20, 5])
        #expect(pages.map { $0["has_more"] } == [true, true, false])
        #expect(pages.allSatisfy { $0["own_profile"] == true })
    }

    @Test func aSavedEditIsCountedWithItsField() async {
        let feature = await harness.startedFeature()
        await feature.editBio("Into gardens.")

        #expect(harness.analytics.events(named: "profile_updated").map(\.event.properties) == [["field": "bio"]])
    }

    @Test func aFailedEditIsCountedWithItsKindOfFailure() async {
        let feature = await harness.startedFeature()
        harness.service.failNext(.updateProfile, with: .server(status: 502))
        await feature.editName("Alice Liddell")
        await feature.editName("")

        let failures = harness.analytics.events(named: "profile_update_failed").map(\.event.properties)
        #expect(failures == [["field": "name", "reason": "server"], ["field": "name", "reason": "validation"]])
    }

    @Test func noEventCarriesPersonalData() async {
        let feature = await harness.startedFeature()
        await feature.editName("Alice Liddell")
        await feature.editBio("Lives at alice@example.com")
        await feature.editBio("Gardens and tea.")
        await feature.openPost(id: "p44")

        let personal = ["Alice", "Liddell", "alice@example.com", "Gardens", "Writes about"]
        for tracked in harness.analytics.events {
            for (key, value) in tracked.event.properties {
                #expect(!["name", "bio", "email"].contains(key))
                guard case .string(let text) = value else { continue }
                #expect(!personal.contains { text.contains($0) }, "\(tracked.event.name).\(key) = \(text)")
            }
        }
        #expect(harness.analytics.eventNames.contains("profile_updated"))
    }
}
