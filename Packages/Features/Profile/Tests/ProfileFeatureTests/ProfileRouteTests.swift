import Foundation
import Models
import Testing

@testable import ProfileFeature

private let longestID = ID<Post>(String(repeating: "a", count: 64))!

@Test(arguments: [
    ProfileRoute.own, .user(id: "u-bob"), .post(id: "p5"), .user(id: "User_9-x"), .post(id: longestID),
])
func routeRoundTripsThroughItsURL(route: ProfileRoute) {
    #expect(ProfileRoute(url: route.url) == route)
}

@Test(arguments: [
    ("app://profile", ProfileRoute.own),
    ("app://profile/u-bob", .user(id: "u-bob")),
    ("app://post/p5", .post(id: "p5")),
])
func routeParsesEachLinkShape(link: String, route: ProfileRoute) throws {
    #expect(ProfileRoute(url: try #require(URL(string: link))) == route)
}

@Test func routeIgnoresTheCaseOfSchemeAndHostButNotOfTheID() throws {
    #expect(ProfileRoute(url: try #require(URL(string: "APP://Profile/U-Bob"))) == .user(id: "U-Bob"))
}

@Test(arguments: [
    "app://profile/",
    "app://profile/u-bob/",
    "app://profile/u-bob/posts",
    "app://profile//u-bob",
    "app://post",
    "app://post/",
    "app://post/p5/extra",
    "app://settings",
    "app://",
    "app:profile",
    "app:///profile",
    "https://profile/u-bob",
    "myapp://profile",
    "app://profile?tab=posts",
    "app://profile?",
    "app://post/p5?ref=1",
    "app://profile#top",
    "app://post/p5#",
    "app://post/p5?%FF",
    "app://post/p5#%De%2e",
    "app://%FF@profile",
    "app://user@profile/u-bob",
    "app://profile:8080/u-bob",
    "app://profile/u%2Dbob",
    "app://pro%66ile",
    "app://profile/u.bob",
    "app://profile/u+bob",
    "app://post/%C3%A9t%C3%A9",
])
func routeRejectsAnyOtherLink(link: String) throws {
    #expect(ProfileRoute(url: try #require(URL(string: link))) == nil)
}

@Test func routeRejectsAnIDLongerThan64Characters() throws {
    let link = "app://post/" + String(repeating: "a", count: 65)
    #expect(ProfileRoute(url: try #require(URL(string: link))) == nil)
}

@Test(arguments: ["", "a b", "a/b", "é", "p5?x", String(repeating: "a", count: 65)])
func aLinkWithAMalformedIDIsNoRoute(id: String) {
    #expect(ProfileRoute(url: AppLink(host: "post", item: id).url) == nil)
    #expect(ProfileRoute(url: AppLink(host: "profile", item: id).url) == nil)
}

@Test(arguments: [ProfileRoute.own, .user(id: "u-bob"), .post(id: "p5")])
func aRouteIsStoredAsItsCaseAndIDAndReadBack(route: ProfileRoute) throws {
    let data = try JSONEncoder().encode(route)
    #expect(try JSONDecoder().decode(ProfileRoute.self, from: data) == route)
}

@Test func aRouteIsStoredInTheShapeSceneStorageHasAlwaysKept() throws {
    let data = try JSONEncoder().encode(ProfileRoute.post(id: "p5"))
    #expect(String(decoding: data, as: UTF8.self) == #"{"post":{"id":"p5"}}"#)
}

@Test(arguments: [
    (#"{"kind":"own"}"#, ProfileRoute.own), (#"{"kind":"user","id":"u-bob"}"#, .user(id: "u-bob")),
    (#"{"kind":"post","id":"p5"}"#, .post(id: "p5")),
])
func theFirstVersionsStoredRoutesStillRead(json: String, route: ProfileRoute) throws {
    #expect(try JSONDecoder().decode(ProfileRoute.self, from: Data(json.utf8)) == route)
}

@Test(arguments: [
    #"{"post":{"id":"../etc"}}"#, #"{"kind":"user"}"#, #"{"kind":"feed","id":"x"}"#, #"{"post":{}}"#, #""post""#,
])
func aStoredRouteThatNamesNothingDoesNotRead(json: String) {
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(ProfileRoute.self, from: Data(json.utf8)) }
}
