import Testing

@testable import AppShell

struct ShellClocksTests {
    @Test func theVirtualNetworkClockNeverWaits() async throws {
        let clocks = ShellClocks.virtual()
        try await clocks.network.sleep(for: .seconds(3_600), tolerance: nil)
    }

    @Test func theVirtualTimerClockFiresWhenAdvancedFarEnough() async throws {
        let clocks = ShellClocks.virtual()
        let timer = Task { try await clocks.timer.sleep(for: .milliseconds(500), tolerance: nil) }
        await clocks.advance(.milliseconds(500))
        try await timer.value
    }
}
