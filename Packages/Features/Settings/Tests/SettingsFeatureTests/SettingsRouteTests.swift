import Foundation
import Testing

@testable import SettingsFeature

@Test(arguments: SettingsRoute.allCases)
func routeRoundTripsThroughItsURL(route: SettingsRoute) {
    #expect(SettingsRoute(url: route.url) == route)
}

@Test func routeParsesTheRootLink() {
    #expect(SettingsRoute(url: URL(string: "app://settings")!) == .root)
}

@Test func routeParsesASectionLink() {
    #expect(SettingsRoute(url: URL(string: "app://settings/privacy")!) == .privacy)
}

@Test func routeIgnoresTheCaseOfSchemeAndHost() {
    #expect(SettingsRoute(url: URL(string: "APP://Settings")!) == .root)
    #expect(SettingsRoute(url: URL(string: "App://SETTINGS/privacy")!) == .privacy)
}

@Test(arguments: [
    "https://settings/privacy",
    "app://profile/privacy",
    "app://settings/root",
    "app://settings/",
    "app://settings/Privacy",
    "app://settings/security",
    "app://settings/privacy/",
    "app://settings/privacy/extra",
    "app://settings//privacy",
    "app://settings/privacy?tab=1",
    "app://settings?",
    "app://settings/privacy#top",
    "app://settings?%C3",
    "app://settings/privacy#%FF",
    "app://%FF@settings/privacy",
    "app://settings:8080/privacy",
    "app://someone@settings/privacy",
    "app://settings/priv%61cy",
    "app:settings",
    "app://settings/\(String(repeating: "a", count: 65))",
])
func routeRejectsALinkItDoesNotKnow(link: String) throws {
    let url = try #require(URL(string: link))
    #expect(SettingsRoute(url: url) == nil)
}
