import Foundation
import Testing

@testable import __NAME__Feature

@Test(arguments: [
    __NAME__Route.own, .user(id: "u-bob"), .user(id: String(repeating: "a", count: 64)),
])
func routeRoundTripsThroughItsURL(route: __NAME__Route) {
    #expect(__NAME__Route(url: route.url) == route)
}

@Test func routeParsesTheOwnSummaryLink() {
    let url = URL(string: "app://__SLUG__")!
    #expect(__NAME__Route(url: url) == .own)
}

@Test func routeParsesSomeonesSummaryLink() {
    let url = URL(string: "app://__SLUG__/u-bob")!
    #expect(__NAME__Route(url: url) == .user(id: "u-bob"))
}

@Test func routeIgnoresTheCaseOfSchemeAndHostButNotOfTheID() {
    let url = URL(string: "APP://__SLUG__/u-Bob")!
    #expect(__NAME__Route(url: url) == .user(id: "u-Bob"))
}

@Test(arguments: [
    "https://__SLUG__/u-bob",
    "app://profile/u-bob",
    "app://__SLUG__/",
    "app://__SLUG__/u-bob/",
    "app://__SLUG__/u-bob/extra",
    "app://__SLUG__//u-bob",
    "app://__SLUG__/u-bob?tab=1",
    "app://__SLUG__?",
    "app://__SLUG__/u-bob#top",
    "app://__SLUG__:8080/u-bob",
    "app://someone@__SLUG__/u-bob",
    "app://__SLUG__/u%2Dbob",
    "app://__SLUG__/u.bob",
    "app:__SLUG__/u-bob",
    "app://__SLUG__/\(String(repeating: "a", count: 65))",
])
func routeRejectsALinkItDoesNotKnow(link: String) throws {
    let url = try #require(URL(string: link))
    #expect(__NAME__Route(url: url) == nil)
}

@Test(arguments: [__NAME__Route.own, .user(id: "u-bob")])
func routeRoundTripsThroughTheJSONSceneStorageKeeps(route: __NAME__Route) throws {
    let data = try JSONEncoder().encode(route)
    #expect(try JSONDecoder().decode(__NAME__Route.self, from: data) == route)
}
