import Design
import Testing

@testable import __NAME__Feature

@Suite struct __NAME__IntentTests {
    @Test func fullProfileCommandParsesToItsIntent() throws {
        let intent = try __NAME__Intent.commands.value(of: [slug, "full-profile"])
        #expect(intent == .showFullProfile)
    }

    @Test func eachIntentNamesTheCommandThatAsksForIt() {
        let command = Command.__CAMEL__FullProfile
        #expect(__NAME__Intent.showFullProfile.command == command)
        #expect(__NAME__Intent.commands.commands == [command])
    }

    @Test(arguments: [
        ([slug, "full-profile", "u-bob"], "unexpected argument \"u-bob\""),
        ([slug], "missing full-profile"),
        ([slug, "profile"], "\"profile\" is not one of: full-profile"),
    ])
    func aLineThatIsNotTheCommandIsRefusedWithItsUsage(line: [String], start: String) {
        #expect {
            try __NAME__Intent.commands.value(of: line)
        } throws: { error in
            let message = (error as? CommandSyntaxError)?.message ?? ""
            return message.hasPrefix(start) && message.hasSuffix("(usage: \(slug) full-profile)")
        }
    }

    @Test func noCommandsClash() {
        #expect(__NAME__Intent.commands.clashes.isEmpty)
    }
}
