import Foundation
import Testing

@testable import SettingsFeature

@Test(arguments: SettingsRoute.allCases)
func routeRoundTripsThroughItsURL(route: SettingsRoute) {
    #expect(SettingsRoute(url: route.url) == route)
}
