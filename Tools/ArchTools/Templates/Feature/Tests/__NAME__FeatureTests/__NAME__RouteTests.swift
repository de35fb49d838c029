import FeatureKit
import Foundation
import Models
import Testing

@testable import __NAME__Feature

@Test(arguments: [
    __NAME__Route.list, .item(id: "__SLUG__-2"),
    .item(id: ID(String(repeating: "a", count: 64))!),
])
func routeRoundTripsThroughItsURL(route: __NAME__Route) {
    #expect(__NAME__Route(url: route.url) == route)
}

@Test func routeParsesTheListLink() {
    #expect(__NAME__Route(link: AppLink(host: slug)) == .list)
}

@Test func routeParsesAnItemLinkWithATypedID() {
    let url = URL(string: "app://\(slug)/\(slug)-2")!
    #expect(__NAME__Route(url: url) == .item(id: second))
}

@Test func routeIgnoresTheCaseOfSchemeAndHostButNotOfTheID() {
    let url = URL(string: "APP://\(slug.uppercased())/Item-A")!
    #expect(__NAME__Route(url: url) == .item(id: "Item-A"))
}

@Test(arguments: [
    "https://__SLUG__/__SLUG__-1",
    "app://profile/__SLUG__-1",
    "app://__SLUG__/",
    "app://__SLUG__/__SLUG__-1/",
    "app://__SLUG__/__SLUG__-1/extra",
    "app://__SLUG__//__SLUG__-1",
    "app://__SLUG__/__SLUG__-1?tab=1",
    "app://__SLUG__?",
    "app://__SLUG__/__SLUG__-1#top",
    "app://__SLUG__:8080/__SLUG__-1",
    "app://someone@__SLUG__/__SLUG__-1",
    "app://__SLUG__/a%2Db",
    "app://__SLUG__/a.b",
    "app:__SLUG__/__SLUG__-1",
    "app://__SLUG__/\(String(repeating: "a", count: 65))",
])
func routeRejectsALinkItDoesNotKnow(link: String) throws {
    let url = try #require(URL(string: link))
    #expect(__NAME__Route(url: url) == nil)
}

@Test(arguments: [__NAME__Route.list, .item(id: "__SLUG__-1")])
func routeRoundTripsThroughWhatSceneStorageKeeps(route: __NAME__Route) throws {
    let stored = try #require(JSONValue(encoding: route))
    #expect(stored.decoded(as: __NAME__Route.self) == route)
}

@Test func aStoredRouteWithAnIDThatBreaksTheRuleNamesNothing() {
    let stored = JSONValue.object(["item": .object(["id": .string("a b")])])
    #expect(stored.decoded(as: __NAME__Route.self) == nil)
}

@Test func analyticsNameTheKindOfPlaceAndNoID() {
    #expect(__NAME__Route.list.analyticsName == slug)
    #expect(__NAME__Route.item(id: second).analyticsName == "\(slug)_item")
}
