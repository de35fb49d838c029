import Testing

@testable import AppShell

struct ScriptLineEchoTests {
    @Test func loginShowsItsPasswordAsStars() {
        #expect(
            ScriptLine.echo(of: ["login", "alice@example.com", "correct-horse"])
                == "login alice@example.com ***")
    }

    @Test func signupShowsItsPasswordAsStarsAndKeepsTheName() {
        #expect(
            ScriptLine.echo(of: ["signup", "a@b.co", "pass1234", "Ann Lee"])
                == #"signup a@b.co *** "Ann Lee""#)
    }

    @Test func otherCommandsAreEchoedAsWrittenWithQuotesWhereNeeded() {
        #expect(ScriptLine.echo(of: ["profile", "edit", "bio", ""]) == #"profile edit bio """#)
        #expect(ScriptLine.echo(of: ["expect", "error", "Wrong email"]) == #"expect error "Wrong email""#)
    }

    @Test func openShowsItsLinkRedactedWhereverTheWindowOptionIs() {
        #expect(
            ScriptLine.echo(of: ["open", "https://u:pw@example.com/a?token=t1", "--window", "main"])
                == "open https://***@example.com/a?token=*** --window main")
        #expect(
            ScriptLine.echo(of: ["open", "--window", "post-p5", "app://post/p5?token=t1"])
                == "open --window post-p5 app://post/p5?token=***")
    }

    @Test func aCheckedLoginLineCarriesTheMaskedEcho() throws {
        let script = try ScriptChecker.check(
            "login alice@example.com \"correct horse\"", backendAvailable: true)
        #expect(script.lines.map(\.echo) == ["login alice@example.com ***"])
    }
}
