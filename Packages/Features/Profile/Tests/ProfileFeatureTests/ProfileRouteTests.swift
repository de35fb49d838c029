import Foundation
import Testing

@testable import ProfileFeature

@Test(arguments: [ProfileRoute.own, .user(id: "u-bob"), .post(id: "p5")])
func routeRoundTripsThroughItsURL(route: ProfileRoute) {
    #expect(ProfileRoute(url: route.url) == route)
}
