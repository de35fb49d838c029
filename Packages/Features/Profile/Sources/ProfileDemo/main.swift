// The profile feature's preview app: the feature on in-memory fakes seeded like the dev backend,
// walked through its screens, each printed as the headless shell renders it.
import Analytics
import AnalyticsTesting
import Design
import Foundation
import ProfileFeature
import ServicesTesting

let renderer = TextRenderer()
let analytics = RecordingAnalytics(userID: SeedData.alice.id.rawValue)
let service = FakeProfileService.seeded(signedInAs: SeedData.alice)
let factory = ProfileFeatureFactory(profileService: service, analytics: analytics, signedInUser: SeedData.alice)

/// The screen with each long list cut to its first rows and its last one, so the walk stays short.
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
func step(_ title: String, _ feature: any ProfileFeatureAPI) {
    print("\n== \(title)\n")
    print(renderer.render(abridged(feature.screen)))
}

let tab = factory.make(root: .own) { output in
    switch output {
    case .profileUpdated(let profile):
        print("\n-> to the coordinator: the profile was saved; show the user as \"\(profile.displayName)\"")
    case .failureShown(let message):
        print("\n-> to the coordinator: the screen shows the failure \"\(message)\"")
    }
}
await tab.start()
step("The profile tab: the signed-in user's profile and the first page of posts", tab)

await tab.loadMorePosts()
await tab.loadMorePosts()
step("posts more, twice: the last page ends the list and `posts more` is no longer offered", tab)

await tab.openPost(id: "p44")
step("post open p44: the post is pushed, so `back` is offered", tab)
await tab.back()

await tab.editName("Alice Liddell")
step("profile edit name \"Alice Liddell\": saved, and the coordinator is told", tab)

await tab.editBio(String(repeating: "a", count: 200))
step("profile edit bio with 200 characters: refused by the rules, nothing sent", tab)

service.failNext(.updateProfile, with: .offline)
await tab.editName("Alice Offline")
step("profile edit name while offline: the old name comes back with an error", tab)

await tab.show(ProfileRoute(url: URL(string: "app://profile/u-bob")!)!)
step("open app://profile/u-bob: someone else's profile is pushed, without edits", tab)

await service.setProfile(SeedData.profile(of: SeedData.bob).with(isPrivate: true))
await tab.refresh()
step("bob makes his profile private, then a refresh: the posts are hidden", tab)

await tab.show(.own)
step("open app://profile: back to the root", tab)

let window = factory.make(root: .post(id: "p5")) { _ in }
await window.start()
step("A post window for p5", window)

await service.deletePost(id: "p5")
await window.refresh()
step("p5 is deleted, then a refresh: the window shows an error", window)

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
