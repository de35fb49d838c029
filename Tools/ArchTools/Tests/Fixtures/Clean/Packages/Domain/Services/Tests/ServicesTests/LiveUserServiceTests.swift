import DevBackend
@testable import Services
import Testing

@Test func loadsAUser() async throws {}
