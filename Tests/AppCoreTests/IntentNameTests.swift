import Design
import Testing

@testable import AppCore

/// An intent is named by the command that asks for it, so its span and a refusal's message say the
/// same words a line does: every command's example parses to an intent with the command's name.
struct IntentNameTests {
    @Test(arguments: AppVocabulary.standard.commands.commands)
    func everyCommandsIntentHasItsName(command: Command) throws {
        let arguments = try #require(Self.words(of: command.example))
        let reading = try AppVocabulary.standard.commands.reading(of: arguments)
        #expect(reading.command == command)
        #expect(reading.value.name == command.name)
    }

    /// `example` split as a script line splits it: words, and quoted text (`""` too) as one word.
    static func words(of example: String) -> [String]? {
        var words: [String] = []
        var current: String?
        var quoted = false
        for character in example {
            if character == "\"" {
                quoted.toggle()
                current = current ?? ""
            } else if character == " ", !quoted {
                if let word = current { words.append(word) }
                current = nil
            } else {
                current = (current ?? "") + String(character)
            }
        }
        if let word = current { words.append(word) }
        return quoted ? nil : words
    }
}
