import Design
import Testing

@testable import AppShell

struct CommandReferenceTests {
    @Test(arguments: ShellCommands.table.commands.map(\.example))
    func everyListedExampleIsAWellFormedCommand(example: String) throws {
        #expect(try ScriptChecker.check(example, backendAvailable: true).lines.count == 1)
    }

    @Test(arguments: ShellCommands.table.commands)
    func everyExampleStartsWithItsUsagesCommandWord(entry: Command) {
        #expect(entry.example.split(separator: " ").first == entry.usage.split(separator: " ").first)
    }

    @Test func theHelpTextListsEveryCommandOnItsOwnLine() {
        let lines = ShellCommands.helpText.split(separator: "\n")
        #expect(lines.count == ShellCommands.table.commands.count + ShellCommands.interactive.count)
        #expect(lines.contains { $0.hasPrefix("settings set KEY VALUE ") })
        #expect(lines.contains { $0.hasPrefix("help ") })
    }

    @Test func theHelpTextCoversEveryCommandWordTheParserKnows() {
        let words = Set(
            ShellCommands.table.commands.compactMap { $0.usage.split(separator: " ").first.map(String.init) })
        #expect(
            words == [
                "launch", "relaunch", "kill", "login", "signup", "logout", "onboarding", "tab", "back",
                "open", "posts",
                "post", "profile", "settings", "retry", "phase", "window", "backend", "wait", "print",
                "expect",
            ])
    }

    @Test func noTwoCommandsShareTheirWords() {
        #expect(ShellCommands.table.clashes.isEmpty)
    }
}
