import Design

import Testing

@testable import AppShell

struct ScriptTokenizerTests {
    @Test func splitsOnSpacesAndTabs() throws {
        #expect(
            try ScriptTokenizer.arguments(in: "login  alice@example.com\tcorrect-horse ") == [
                "login", "alice@example.com", "correct-horse",
            ])
    }

    @Test func aQuotedArgumentKeepsItsSpaces() throws {
        #expect(
            try ScriptTokenizer.arguments(in: #"signup a@b.co pass1234 "Ann Lee""#) == [
                "signup", "a@b.co", "pass1234", "Ann Lee",
            ])
    }

    @Test func twoQuotesMakeAnEmptyArgument() throws {
        #expect(try ScriptTokenizer.arguments(in: #"profile edit bio """#) == ["profile", "edit", "bio", ""])
    }

    @Test func aHashInsideALineIsPartOfAnArgument() throws {
        #expect(try ScriptTokenizer.arguments(in: "open app://post/p5#top") == ["open", "app://post/p5#top"])
    }

    @Test func anUnclosedQuoteIsAnError() {
        #expect(throws: CommandSyntaxError("a quoted argument has no closing quote")) {
            try ScriptTokenizer.arguments(in: #"onboarding name "Ann"#)
        }
    }

    @Test func aQuoteInsideAWordIsAnError() {
        #expect(throws: CommandSyntaxError(#"a quote may only start an argument: An"n"#)) {
            try ScriptTokenizer.arguments(in: #"onboarding name An"n"#)
        }
    }

    @Test func aClosingQuoteMustEndTheArgument() {
        #expect(
            throws: CommandSyntaxError("a closing quote must be followed by a space or the end of the line")
        ) {
            try ScriptTokenizer.arguments(in: #"onboarding name "Ann"x"#)
        }
    }
}
