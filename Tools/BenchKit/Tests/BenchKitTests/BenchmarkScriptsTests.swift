import Testing

@testable import BenchKit

@Test func theLongSessionHasExactlyTheCommandsAskedFor() {
    #expect(BenchmarkScripts.longSession(commands: 1_000).count == 1_000)
    #expect(BenchmarkScripts.longSession(commands: 57).count == 57)
}

@Test func theLongSessionSignsInFirst() {
    let lines = BenchmarkScripts.longSession(commands: 1_000)
    #expect(Array(lines.prefix(3)) == ["launch", "login alice@example.com correct-horse", "expect screen profile"])
}

@Test func theLongSessionUsesEveryKindOfCommand() {
    let lines = BenchmarkScripts.longSession(commands: 1_000)
    for kind in ["tab ", "back", "posts more", "post open ", "settings set ", "open app://", "phase ", "window open "] {
        #expect(lines.contains { $0.hasPrefix(kind) }, "no \(kind) command")
    }
}

@Test func settingsChangeFromOneRoundToTheNext() {
    let settings = { (round: Int) in BenchmarkScripts.round(round).filter { $0.hasPrefix("settings set") } }
    #expect(settings(0) != settings(1))
    #expect(settings(0) == settings(2))
}

@Test func everyLoginLogoutCycleEndsSignedOut() {
    #expect(BenchmarkScripts.loginLogoutCycle.first?.hasPrefix("login ") == true)
    #expect(BenchmarkScripts.loginLogoutCycle.last == "logout")
}
