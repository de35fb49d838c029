import Testing

@testable import Design

/// The table says what a line may go on with, by reading the line as its parsers do.
struct NextWordTests {
    enum Parsed: Equatable, Sendable {
        case signIn(String, String), tab(String), phase(String, window: String?), set(String, String), quit
    }

    let table = CommandTable<Parsed>([
        .init(Command("login EMAIL PASSWORD", "sign in", example: "login a@b.c pw")) { reader throws(CommandSyntaxError) in
            .signIn(try reader.next("EMAIL"), try reader.secret("PASSWORD"))
        },
        .init(Command("tab profile|settings", "switch tab", example: "tab profile")) { reader throws(CommandSyntaxError) in
            .tab(try reader.choice("TAB", from: ["profile", "settings"]))
        },
        .init(Command("phase active|background [--window ID]", "phase", example: "phase active")) {
            reader throws(CommandSyntaxError) in
            let window = try reader.option("window")
            return .phase(try reader.choice("PHASE", from: ["active", "background"]), window: window)
        },
        .init(Command("settings set KEY VALUE", "set", example: "settings set a b")) { reader throws(CommandSyntaxError) in
            let key = try reader.next("KEY", suggesting: ["appearance", "privacy"])
            return .set(key, try reader.next("VALUE", suggesting: key == "appearance" ? ["light", "dark"] : []))
        },
        .init(Command("quit", "leave", example: "quit"), .quit),
    ])

    @Test func theFirstWordIsAnyCommandsFirstWord() {
        #expect(table.nextWord(after: []).commandWords == ["login", "tab", "phase", "settings", "quit"])
    }

    @Test func aCommandOfSeveralWordsOffersItsNextWord() {
        #expect(table.nextWord(after: ["settings"]).commandWords == ["set"])
        #expect(table.nextWord(after: ["settings", "set"]).command?.usage == "settings set KEY VALUE")
    }

    @Test func aChoiceOffersItsValues() {
        let slot = table.nextWord(after: ["tab"])
        #expect(slot.argument == ArgumentSlot.Wanted(placeholder: "TAB", values: ["profile", "settings"]))
    }

    @Test func suggestionsMayDependOnTheWordsBefore() {
        #expect(table.nextWord(after: ["settings", "set"]).argument?.values == ["appearance", "privacy"])
        #expect(table.nextWord(after: ["settings", "set", "appearance"]).argument?.values == ["light", "dark"])
        #expect(table.nextWord(after: ["settings", "set", "privacy"]).argument?.values == [])
    }

    @Test func aSecretIsNamedAsOne() {
        let slot = table.nextWord(after: ["login", "alice@example.com"])
        #expect(slot.argument == ArgumentSlot.Wanted(placeholder: "PASSWORD", isSecret: true))
        #expect(table.nextWord(after: ["login"]).argument?.isSecret == false)
    }

    @Test func optionsNotGivenAreOfferedAndAnOptionsValueIsItsOwnSlot() {
        let first = table.nextWord(after: ["phase"])
        #expect(first.options == ["--window"])
        #expect(first.argument?.values == ["active", "background"])
        #expect(table.nextWord(after: ["phase", "active", "--window"]).argument?.option == "window")
        let given = table.nextWord(after: ["phase", "active", "--window", "main"])
        #expect(given.argument == nil)
        #expect(given.options.isEmpty)
    }

    @Test func aCompleteLineOrAnUnknownOneExpectsNothing() {
        #expect(table.nextWord(after: ["quit"]) == ArgumentSlot(command: table.commands.last))
        #expect(table.nextWord(after: ["lgoin"]) == ArgumentSlot())
        #expect(table.nextWord(after: ["tab", "profile"]).argument == nil)
    }

    @Test func theSecretsPositionInAWholeLine() {
        #expect(table.secretPosition(in: ["login", "alice@example.com", "s3cret"]) == 2)
        #expect(table.secretPosition(in: ["login", "alice@example.com", "s3cret", "more"]) == 2)
        #expect(table.secretPosition(in: ["login", "alice@example.com"]) == nil)
        #expect(table.secretPosition(in: ["tab", "profile"]) == nil)
        #expect(table.secretPosition(in: ["lgoin", "alice", "s3cret"]) == nil)
    }

    @Test func probingChangesNoErrorAParserGives() {
        #expect(throws: CommandSyntaxError("missing PASSWORD (usage: login EMAIL PASSWORD)")) {
            try table.value(of: ["login", "a"])
        }
        #expect(throws: CommandSyntaxError(#""x" is not one of: profile, settings (usage: tab profile|settings)"#)) {
            try table.value(of: ["tab", "x"])
        }
    }

    @Test func aMistypedValueNamesTheNearestListedOne() {
        #expect(
            throws: CommandSyntaxError(
                #""profil" is not one of: profile, settings (usage: tab profile|settings); did you mean profile?"#)
        ) { try table.value(of: ["tab", "profil"]) }
    }
}
