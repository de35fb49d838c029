@testable import AppCore
import DevBackend
import ServicesTesting
import Testing

@Test func startsSignedOut() {}

@Test(arguments: [1, 2, 3])
func countsScreens(count: Int) {}
