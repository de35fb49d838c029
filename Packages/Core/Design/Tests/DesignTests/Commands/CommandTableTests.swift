import Testing

@testable import Design

@Suite struct CommandTableTests {
    enum Parsed: Equatable, Sendable {
        case next, back, name(String), open(Int)
    }

    let table = CommandTable<Parsed>([
        .init(Command("flow next", "go on", example: "flow next"), .next),
        .init(Command("flow back", "go back", example: "flow back"), .back),
        .init(Command("flow name VALUE", "set the name", example: "flow name Ann")) { reader throws(CommandSyntaxError) in
            .name(try reader.next("VALUE"))
        },
        .init(Command("item open N", "open an item", example: "item open 3")) { reader throws(CommandSyntaxError) in
            .open(try reader.number("N", in: 1...9))
        },
    ])

    @Test func aLineIsTheCommandItsWordsName() throws {
        #expect(try table.value(of: ["flow", "back"]) == .back)
        #expect(try table.value(of: ["flow", "name", "Ann B"]) == .name("Ann B"))
        #expect(try table.value(of: ["item", "open", "3"]) == .open(3))
    }

    /// A line read once gives its command (whose words name its span) and where its secrets and
    /// links are, counted from the command's first word, wherever an option puts them.
    @Test func aReadingKnowsItsCommandAndWhereItsSecretsAndLinksAre() throws {
        let table = CommandTable<[String]>([
            .init(Command("sign in EMAIL PASSWORD", "sign in", example: "sign in a@b.c pw")) {
                reader throws(CommandSyntaxError) in [try reader.next("EMAIL"), try reader.secret("PASSWORD")]
            },
            .init(Command("go URL [--to ID]", "follow a link", example: "go app://x --to w")) {
                reader throws(CommandSyntaxError) in
                let to = try reader.option("to")
                return [try reader.link("URL")] + (to.map { [$0] } ?? [])
            },
        ])
        let signIn = try table.reading(of: ["sign", "in", "a@b.c", "pw"])
        #expect(signIn.command.name == "sign in")
        #expect(signIn.value == ["a@b.c", "pw"])
        #expect(signIn.secretPositions == [3] && signIn.linkPositions.isEmpty)
        let go = try table.reading(of: ["go", "--to", "w", "app://x?k=v"])
        #expect(go.command.name == "go")
        #expect(go.linkPositions == [3] && go.secretPositions.isEmpty)
        #expect(try table.reading(of: ["go", "app://x", "--to", "w"]).linkPositions == [1])
    }

    @Test func theRestOfALineIsReadWhole() throws {
        let table = CommandTable<[String]>([
            .init(Command("help [COMMAND]", "help", example: "help go")) { reader in reader.rest() }
        ])
        #expect(try table.value(of: ["help", "go", "on"]) == ["go", "on"])
        #expect(try table.value(of: ["help"]) == [])
    }

    @Test func anUnknownFirstWordIsAnUnknownCommand() {
        #expect(throws: CommandSyntaxError(#"unknown command "fly""#)) { try table.value(of: ["fly"]) }
        #expect(throws: CommandSyntaxError("an empty command")) { try table.value(of: []) }
    }

    @Test func aWrongWordNamesTheWordsThatFitAndTheFamilysUsage() {
        #expect(throws: CommandSyntaxError(#""skip" is not one of: next, back, name (usage: flow next | flow back | flow name VALUE)"#)) {
            try table.value(of: ["flow", "skip"])
        }
    }

    @Test func aMissingWordNamesTheWordsThatFit() {
        #expect(throws: CommandSyntaxError("missing open (usage: item open N)")) { try table.value(of: ["item"]) }
    }

    @Test func argumentsAreReadWithTheFamilysUsage() {
        #expect(throws: CommandSyntaxError("missing VALUE (usage: flow next | flow back | flow name VALUE)")) {
            try table.value(of: ["flow", "name"])
        }
        #expect(throws: CommandSyntaxError(#"unexpected argument "now" (usage: flow next | flow back | flow name VALUE)"#)) {
            try table.value(of: ["flow", "next", "now"])
        }
    }

    @Test func aMappedTableParsesTheSameCommandsToTheNewValue() throws {
        let names = table.map { String(describing: $0) }
        #expect(try names.value(of: ["item", "open", "4"]) == "open(4)")
        #expect(names.commands == table.commands)
    }

    @Test func aCommandsWordsMayHoldDigits() throws {
        let table = CommandTable<Parsed>([.init(Command("inbox2 next", "go on", example: "inbox2 next"), .next)])
        #expect(table.commands[0].words == ["inbox2", "next"])
        #expect(try table.value(of: ["inbox2", "next"]) == .next)
    }

    @Test func aTableWithoutSharedWordsHasNoClashes() {
        #expect(table.clashes.isEmpty)
    }

    @Test func commandsThatShareWordsOrStartAnothersClash() {
        let clashing = table + CommandTable([
            .init(Command("flow next", "again", example: "flow next"), .next),
            .init(Command("item", "all items", example: "item"), .back),
        ])
        #expect(Set(clashing.clashes) == ["flow next", "item"])
    }
}

@Suite struct ArgumentReaderTests {
    @Test func aWordIsTextWithoutSpaces() throws {
        var reader = ArgumentReader(["p5", "a b", ""], usage: "x ID")
        #expect(try reader.word("ID") == "p5")
        #expect(throws: CommandSyntaxError(#"ID must be a word without spaces, not "a b""#)) { try reader.word("ID") }
        #expect(throws: CommandSyntaxError(#"ID must be a word without spaces, not """#)) { try reader.word("ID") }
    }
}

@Suite struct SuggestionTests {
    @Test(arguments: [("lgin", "login"), ("lgoin", "login"), ("rn", "run"), ("windw", "window"), ("Print", "print")])
    func aMistypedWordSuggestsTheNearest(typed: String, meant: String) {
        #expect(Suggestion.nearest(to: typed, among: ["login", "logout", "run", "window", "print"]) == meant)
    }

    @Test(arguments: ["fly", "xyzzy", "", String(repeating: "q", count: 200)])
    func aWordFarFromEveryOneSuggestsNothing(typed: String) {
        #expect(Suggestion.nearest(to: typed, among: ["login", "logout", "run"]) == nil)
    }

    @Test func anUnknownCommandOrWordNamesTheNearestOne() {
        let table = CommandTableTests().table
        #expect(throws: CommandSyntaxError(#"unknown command "flwo"; did you mean flow?"#)) {
            try table.value(of: ["flwo", "next"])
        }
        #expect(
            throws: CommandSyntaxError(
                #""nxet" is not one of: next, back, name (usage: flow next | flow back | flow name VALUE); did you mean next?"#)
        ) { try table.value(of: ["flow", "nxet"]) }
    }

    @Test func theCommandsStartingWithSomeWordsAreThatFamily() {
        let table = CommandTableTests().table
        #expect(table.commands(startingWith: ["flow"]).map(\.usage) == ["flow next", "flow back", "flow name VALUE"])
        #expect(table.commands(startingWith: ["item", "open"]).map(\.usage) == ["item open N"])
        #expect(table.commands(startingWith: ["fly"]).isEmpty)
    }
}
