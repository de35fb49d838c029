import Design
import FeatureKit
import Testing

@testable import __NAME__Feature

@Suite struct __NAME__IntentTests {
    @Test func theCommandsParseToTheirIntents() throws {
        let open = try __NAME__Intent.commands.value(of: [slug, "open", "\(slug)-2"])
        #expect(open == .openItem("\(slug)-2"))
        #expect(try __NAME__Intent.commands.value(of: [slug, "profile"]) == .showProfile)
        #expect(__NAME__Intent.commands.clashes.isEmpty)
    }

    @Test func openNeedsOneID() {
        let commands = __NAME__Intent.commands
        #expect(throws: CommandSyntaxError.self) { try commands.value(of: [slug, "open"]) }
        #expect(throws: CommandSyntaxError.self) { try commands.value(of: [slug, "open", "a", "b"]) }
    }

    @Test func eachIntentNamesTheCommandThatAsksForIt() {
        #expect(__NAME__Intent.openItem("x").command == .__CAMEL__Open)
        #expect(__NAME__Intent.showProfile.command == .__CAMEL__Profile)
    }
}
