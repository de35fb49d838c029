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

    @Test(arguments: [60, 80, 120])
    func helpListsEveryCommandOnceWithinTheWidth(width: Int) {
        let text = Help.overview(width: width)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.allSatisfy { $0.count <= width })
        guard width >= 80 else { return }
        for command in ShellCommands.table.commands + ShellCommands.interactive {
            let listed = lines.filter { $0 == "  \(command.usage)" || $0.hasPrefix("  \(command.usage)  ") }
            #expect(listed.count == 1, "\(command.usage)")
        }
    }

    @Test func helpGroupsTheCommandsByWhatTheyDo() {
        let titles = Help.groups.map(\.title)
        #expect(titles.prefix(4) == ["The app's life", "Signing in and out", "Navigation", "Windows and scene phases"])
        #expect(titles.contains("Profile") && titles.contains("Settings") && titles.contains("Onboarding"))
        #expect(Help.groups.flatMap(\.commands).count == ShellCommands.table.commands.count + ShellCommands.interactive.count)
    }

    @Test func helpForACommandGivesItsUsageWhereItIsOfferedAndAnExample() {
        #expect(
            Help.details(of: ["posts", "more"], width: 80) == """
                posts more
                  Load the next page of posts.
                  Offered on: a profile screen, while more posts exist
                  Example: posts more
                """)
        #expect(Help.details(of: ["window"], width: 80).components(separatedBy: "Example:").count == 4)
    }

    @Test func helpForAnUnknownCommandSuggestsTheNearest() {
        #expect(Help.details(of: ["lgin"], width: 80) == #"No command "lgin"; did you mean login? (help lists every command)"#)
        #expect(Help.details(of: ["wndow"], width: 80).contains("did you mean window?"))
        #expect(Help.details(of: ["window", "opne"], width: 80).contains("did you mean window open?"))
        #expect(Help.details(of: ["hlep"], width: 80).contains("did you mean help?"))
    }

    @Test func theHelpTextCoversEveryCommandWordTheParserKnows() {
        let words = Set(
            ShellCommands.table.commands.compactMap { $0.usage.split(separator: " ").first.map(String.init) })
        #expect(
            words == [
                "launch", "relaunch", "kill", "login", "signup", "logout", "onboarding", "tab", "back",
                "open", "posts", "post", "profile", "settings", "retry", "phase", "window", "backend", "wait",
                "print", "expect", "trace",
            ])
    }

    @Test func noTwoCommandsShareTheirWords() {
        #expect(ShellCommands.table.clashes.isEmpty)
    }
}
