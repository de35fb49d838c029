import FeatureKit
import Foundation
import Models
import Testing

@testable import __NAME__Feature

@Test(arguments: [
    __NAME__Route.own, .user(id: "u-bob"), .user(id: ID(String(repeating: "a", count: 64))!),
])
func routeRoundTripsThroughItsURL(route: __NAME__Route) {
    #expect(__NAME__Route(url: route.url) == route)
}

@Test func routeParsesTheOwnSummaryLink() {
    #expect(__NAME__Route(link: AppLink(host: slug)) == .own)
}

@Test func routeParsesSomeonesSummaryLinkWithATypedID() {
    let url = URL(string: "app://\(slug)/u-bob")!
    #expect(__NAME__Route(url: url) == .user(id: "u-bob"))
}

@Test func routeIgnoresTheCaseOfSchemeAndHostButNotOfTheID() {
    let url = URL(string: "APP://\(slug)/u-Bob")!
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
func routeRoundTripsThroughWhatSceneStorageKeeps(route: __NAME__Route) throws {
    let stored = try #require(JSONValue(encoding: route))
    #expect(stored.decoded(as: __NAME__Route.self) == route)
}

@Test func aStoredRouteWithAnIDThatBreaksTheRuleNamesNothing() {
    let stored = JSONValue.object(["user": .object(["id": .string("u bob")])])
    #expect(stored.decoded(as: __NAME__Route.self) == nil)
}

@Test func analyticsNameTheKindOfPlaceAndNoID() {
    #expect(__NAME__Route.own.analyticsName == "own_\(slug)")
    #expect(__NAME__Route.user(id: "u-bob").analyticsName == slug)
}
