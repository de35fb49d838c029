// The profile feature's preview app: the feature on in-memory fakes, walked through its screens.
import Analytics
import AnalyticsTesting
import Design
import FeatureKit
import Foundation
import ProfileFeature
import Services
import ServicesTesting

let renderer = TextRenderer()
let analytics = RecordingAnalytics(userID: SeedData.alice.id.rawValue)
let service = FakeProfileService.seeded(signedInAs: SeedData.alice)
let factory = ProfileFeatureFactory(dependencies: DemoDependencies(profiles: service, analytics: analytics))

struct DemoDependencies: ProfileFeatureDependencies {
    let profiles: any ProfileService
    let analytics: any Analytics
}

func abridged(_ screen: Screen) -> Screen {
    let sections = screen.sections.map { section in
        guard section.rows.count > 6, let last = section.rows.last else { return section }
        let hidden = Screen.Row.text("… \(section.rows.count - 4) more …")
        return Screen.Section(title: section.title, rows: section.rows.prefix(3) + [hidden, last])
    }
    return Screen(
        name: screen.name, title: screen.title, sections: sections, actions: screen.actions,
        banner: screen.banner, tabBar: screen.tabBar
    )
}

@MainActor
func step(_ title: String, on feature: any ProfileFeatureAPI, _ action: () async -> Void = {}) async {
    print("\n== \(title)\n")
    await action()
    print(renderer.render(abridged(feature.screen)))
}

let context = FeatureContext<ProfileOutput>(user: SeedData.alice) { output in
    switch output {
    case .userChanged(let user):
        print("-> to the app: the profile was saved; show the user as \"\(user.displayName)\"")
    case .failureShown(let message):
        print("-> to the app: the screen shows the failure \"\(message)\"")
    }
}

/// Sets the path as the app does, then lets the new top load as it appears.
@MainActor
func navigate(_ feature: any ProfileFeatureAPI, to path: [ProfileRoute]) async {
    feature.setPath(path)
    await feature.start()
}
let tab = factory.make(context: context)
await step("The profile tab: the signed-in user's profile and the first page of posts", on: tab) {
    await tab.start()
}
await step("posts more, twice: the last page ends the list and `posts more` is no longer offered", on: tab) {
    _ = await tab.perform(.loadMorePosts)
    _ = await tab.perform(.loadMorePosts)
}
await step("post open p44: the post is pushed, so `back` is offered", on: tab) {
    _ = await tab.perform(.openPost("p44"))
}
await step("back: the path loses its last route", on: tab) {
    await navigate(tab, to: Array(tab.path.dropLast()))
}
await step("profile edit name \"Alice Liddell\": saved, and the app is told", on: tab) {
    _ = await tab.perform(.editName("Alice Liddell"))
}
await step("profile edit bio with 200 characters: refused by the rules, nothing sent", on: tab) {
    _ = await tab.perform(.editBio(String(repeating: "a", count: 200)))
}
await step("profile edit name while offline: the old name comes back with an error", on: tab) {
    service.failNext(.updateProfile, with: .offline)
    _ = await tab.perform(.editName("Alice Offline"))
}
await step("open app://profile/u-bob: someone else's profile is pushed, without edits", on: tab) {
    await navigate(tab, to: tab.path(showing: ProfileRoute(url: URL(string: "app://profile/u-bob")!)!))
}
await step("bob makes his profile private, then a refresh: the posts are hidden", on: tab) {
    await service.setProfile(SeedData.profile(of: SeedData.bob).with(isPrivate: true))
    await tab.refresh()
}
await step("open app://profile: back to the root", on: tab) {
    await navigate(tab, to: tab.path(showing: .own))
}

let window = factory.make(context: context, root: .post(id: "p5"))
await step("A post window for p5", on: window) {
    await window.start()
}
await step("p5 is deleted, then a refresh: the window shows an error", on: window) {
    await service.deletePost(id: "p5")
    await window.refresh()
}

func text(_ value: AnalyticsValue) -> String {
    switch value {
    case .string(let value): value
    case .int(let value): String(value)
    case .double(let value): String(value)
    case .bool(let value): String(value)
    }
}

print("\n== Analytics events tracked (no names, bios or emails in them)\n")
for tracked in analytics.events {
    let properties = tracked.event.properties.sorted { $0.key < $1.key }.map { "\($0.key)=\(text($0.value))" }
    print("\(tracked.event.name) \(properties.joined(separator: " "))")
}
