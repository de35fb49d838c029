extension CommandParser {
    /// What an `expect ...` line checks.
    static func expectation(_ arguments: ArraySlice<String>) throws(CommandSyntaxError) -> ScriptExpectation {
        var reader = ArgumentReader(arguments, usage: CommandReference.usage(of: CommandReference.expectEntries))
        let kind = try reader.choice(
            "WHAT", from: ["state", "screen", "event", "no-event", "windows", "error"])
        let expectation: ScriptExpectation
        switch kind {
        case "state":
            expectation = .state(try reader.choice("STATE", from: ScriptVocabulary.stateNames))
        case "screen":
            let window = try reader.option("window")
            let screen = try screenName(try reader.next("SCREEN"))
            expectation = .screen(screen, window: try window.map(windowID))
        case "event": expectation = .event(try identifier(try reader.next("NAME"), placeholder: "NAME"))
        case "no-event": expectation = .noEvent(try identifier(try reader.next("NAME"), placeholder: "NAME"))
        case "windows": expectation = .windows(try reader.number("N", in: 0...1_000))
        default: expectation = .error(try reader.next("TEXT"))
        }
        try reader.finish()
        return expectation
    }

    /// A name some screen can have; the ID in `post:<postID>` or `profile:<userID>` follows the
    /// rule `post open ID` applies.
    private static func screenName(_ name: String) throws(CommandSyntaxError) -> String {
        if let colon = name.firstIndex(of: ":"), ["post", "profile"].contains(name[..<colon]) {
            _ = try identifier(String(name[name.index(after: colon)...]), placeholder: "ID")
        }
        guard ScriptVocabulary.isScreenName(name) else {
            throw CommandSyntaxError(
                "\(ArgumentReader.quoted(name)) is not a screen name; use one of: \(ScriptVocabulary.screenForms)"
            )
        }
        return name
    }
}
