import AppCore
import Design
import FeatureKit

enum ExpectationCommands {
    static let table = CommandTable<ScriptExpectation>([
        .init(Command("expect state STATE", "check the app state", example: "expect state authenticated")) {
            reader throws(CommandSyntaxError) in
            .state(try reader.choice("STATE", from: ScriptVocabulary.stateNames))
        },
        .init(
            Command(
                "expect screen SCREEN [--window ID]", "check what a window shows",
                example: AppVocabulary.standard.sampleWindow.map { "expect screen \($0.screen) --window \($0.window)" }
                    ?? "expect screen sign-in --window main")
        ) { reader throws(CommandSyntaxError) in
            let window = try reader.option("window")
            let screen = try ScriptVocabulary.screenName(
                try reader.next("SCREEN", suggesting: ScriptVocabulary.screenNamesToOffer))
            return .screen(screen, window: try window.map(AppVocabulary.standard.windowID))
        },
        .init(
            Command(
                "expect text TEXT [--window ID]", "check a window's rendered screen contains TEXT",
                example: "expect text \"Alice Example\"")
        ) { reader throws(CommandSyntaxError) in
            let window = try reader.option("window")
            return .text(try reader.next("TEXT"), window: try window.map(AppVocabulary.standard.windowID))
        },
        .init(
            Command(
                "expect event NAME", "check an analytics event was tracked", example: "expect event sign_in")
        ) {
            reader throws(CommandSyntaxError) in .event(try reader.word("NAME"))
        },
        .init(Command("expect no-event NAME", "check it was not", example: "expect no-event sign_in")) {
            reader throws(CommandSyntaxError) in .noEvent(try reader.word("NAME"))
        },
        .init(Command("expect windows N", "check how many windows are open", example: "expect windows 1")) {
            reader throws(CommandSyntaxError) in .windows(try reader.number("N", in: 0...1_000))
        },
        .init(
            Command(
                "expect error TEXT", "check the last error message", example: "expect error \"Wrong email\"")
        ) {
            reader throws(CommandSyntaxError) in .error(try reader.next("TEXT"))
        },
    ])
}
