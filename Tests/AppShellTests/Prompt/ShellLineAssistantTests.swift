import Testing

@testable import AppShell

/// Tab at the prompt offers what the command table says may come next, with the app's IDs.
struct ShellLineAssistantTests {
    let assistant = ShellLineAssistant(windowIDs: ["main", "post-p5"], screenIDs: ["p1", "p2"])

    private func offered(_ text: String) -> [String] {
        let completion = assistant.completion(forTextBeforeCursor: text)
        let typed = String(text.suffix(completion.wordLength))
        return completion.candidates.filter { $0.hasPrefix(typed) }
    }

    @Test func theFirstWordIsACommand() {
        #expect(offered("lo") == ["login", "logout"])
        #expect(offered("").contains("help"))
        #expect(offered("").contains("quit"))
        #expect(offered("").contains("settings"))
    }

    @Test func aCommandOfSeveralWordsGoesOnWithItsNextWord() {
        #expect(offered("window f") == ["focus"])
        #expect(offered("help window ").contains("open"))
    }

    @Test func listedValuesAreOffered() {
        #expect(offered("tab ") == ["profile", "settings"])
        #expect(offered("phase b") == ["background"])
        #expect(offered("settings set ").contains("appearance"))
        #expect(offered("settings set appearance ") == ["light", "dark", "system"])
        #expect(offered("expect screen sign") == ["sign-in"])
    }

    @Test func windowIDsAndTheIDsOnTheScreenAreOffered() {
        #expect(offered("window focus ") == ["main", "post-p5"])
        #expect(offered("phase active --window p") == ["post-p5"])
        #expect(offered("post open ") == ["p1", "p2"])
        #expect(offered("phase active ") == ["--window"])
    }

    @Test func aPasswordIsMaskedAndNeverOffered() {
        #expect(offered("login alice@example.com ") == [])
        #expect(assistant.secretRanges(in: "login alice@example.com s3cret") == [24..<30])
        #expect(assistant.secretRanges(in: "signup a@b \"two words\" Name") == [11..<22])
        #expect(assistant.secretRanges(in: "login alice@example.com") == [])
        #expect(assistant.secretRanges(in: "tab settings") == [])
    }

    /// Tab after a free-text argument that something follows ends the word, as auto-type means it
    /// (`EMAIL Tab PASSWORD`); a listed value, the last argument and a word inside quotes are not ended.
    @Test func tabEndsAFreeTextWordThatAnotherArgumentFollows() {
        #expect(offered("login alice@example.com") == ["alice@example.com"])
        #expect(offered("signup new@example.com pass1234") == ["pass1234"])
        #expect(offered("signup new@example.com pass1234 Newcomer") == [])
        #expect(offered("tab prof") == ["profile"])
        #expect(offered("tab prfile") == [])
        #expect(offered("login \"alice@example.com") == [])
    }

    @Test func nothingIsOfferedInsideQuotesOrAfterAnUnknownCommand() {
        #expect(offered("profile edit name \"Al") == [])
        #expect(offered("lgoin ") == [])
    }
}
