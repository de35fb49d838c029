import Design
import Testing

@testable import AppShell

struct CommandReferenceTests {
    @Test(arguments: CommandReference.entries.map(\.example))
    func everyListedExampleIsAWellFormedCommand(example: String) throws {
        #expect(try ScriptChecker.check(example, backendAvailable: true).lines.count == 1)
    }

    @Test(arguments: CommandReference.entries)
    func everyExampleStartsWithItsUsagesCommandWord(entry: Command) {
        #expect(entry.example.split(separator: " ").first == entry.usage.split(separator: " ").first)
    }

    @Test func theHelpTextListsEveryCommandOnItsOwnLine() {
        let lines = CommandReference.helpText.split(separator: "\n")
        #expect(lines.count == CommandReference.entries.count + CommandReference.interactiveEntries.count)
        #expect(lines.contains { $0.hasPrefix("settings set KEY VALUE ") })
        #expect(lines.contains { $0.hasPrefix("help ") })
    }

    @Test func theHelpTextCoversEveryCommandWordTheParserKnows() {
        let words = Set(
            CommandReference.entries.compactMap { $0.usage.split(separator: " ").first.map(String.init) })
        #expect(
            words == [
                "launch", "relaunch", "kill", "login", "signup", "logout", "onboarding", "tab", "back",
                "open", "posts",
                "post", "profile", "settings", "retry", "phase", "window", "backend", "wait", "print",
                "expect",
            ])
    }
}
