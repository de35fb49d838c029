import Testing

@testable import AppShell

/// A line's echo and span name come from the command table: the argument a command reads as a
/// secret is shown as `***`, the one it reads as a link is shown redacted, and the span is named
/// by the command's words alone.
struct ScriptLineEchoTests {
    private func line(_ arguments: [String]) throws -> ScriptLine {
        ScriptLine(number: 1, reading: try ShellCommands.prompt.reading(of: arguments), arguments: arguments)
    }

    @Test func loginShowsItsPasswordAsStars() throws {
        #expect(
            try line(["login", "alice@example.com", "correct-horse"]).echo == "login alice@example.com ***")
    }

    @Test func signupShowsItsPasswordAsStarsAndKeepsTheName() throws {
        #expect(
            try line(["signup", "a@b.co", "pass1234", "Ann Lee"]).echo == #"signup a@b.co *** "Ann Lee""#)
    }

    @Test func otherCommandsAreEchoedAsWrittenWithQuotesWhereNeeded() throws {
        #expect(try line(["profile", "edit", "bio", ""]).echo == #"profile edit bio """#)
        #expect(try line(["expect", "error", "Wrong email"]).echo == #"expect error "Wrong email""#)
        #expect(try line(["window", "open", "post", "p5"]).echo == "window open post p5")
    }

    @Test func openShowsItsLinkRedactedWhereverTheWindowOptionIs() throws {
        #expect(
            try line(["open", "https://u:pw@example.com/a?token=t1", "--window", "main"]).echo
                == "open https://***@example.com/a?token=*** --window main")
        #expect(
            try line(["open", "--window", "post-p5", "app://post/p5?token=t1"]).echo
                == "open --window post-p5 app://post/p5?token=***")
    }

    /// Only the argument the command reads as a link is redacted: a window named like a link is not.
    @Test func onlyTheLinkArgumentIsRedacted() throws {
        #expect(
            try line(["expect", "error", "see https://a.example/?k=v"]).echo
                == #"expect error "see https://a.example/?k=v""#)
    }

    @Test func aLineIsTracedByItsCommandsWordsNeverItsArguments() throws {
        #expect(try line(["login", "alice@example.com", "correct-horse"]).name == "login")
        #expect(try line(["window", "open", "post", "p5"]).name == "window open post")
        #expect(try line(["profile", "edit", "name", "Alice"]).name == "profile edit name")
        #expect(try line(["backend", "fail", "2", "500"]).name == "backend fail")
    }

    @Test func thePromptsOwnCommandsAreInItsTableAndNotInAScripts() throws {
        #expect(try line(["help", "window", "open"]).command == .help(["window", "open"]))
        #expect(try line(["quit"]).command == .quit)
        #expect(try line(["exit"]).command == .quit)
        #expect(throws: (any Error).self) { try ShellCommands.table.reading(of: ["quit"]) }
    }

    @Test func aCheckedLoginLineCarriesTheMaskedEcho() throws {
        let script = try ScriptChecker.check(
            "login alice@example.com \"correct horse\"", backendAvailable: true)
        #expect(script.lines.map(\.echo) == ["login alice@example.com ***"])
    }
}
