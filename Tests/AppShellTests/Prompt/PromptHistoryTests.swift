import AppTesting
import Foundation
import Testing

@testable import AppShell

/// The prompt's history never holds a password or a substituted value, and its file is the
/// owner's alone.
struct PromptHistoryTests {
    @Test func aLineIsKeptOnlyUpToItsPassword() {
        #expect(PromptHistory.keepable("login alice@example.com correct-horse") == "login alice@example.com")
        #expect(
            PromptHistory.keepable("signup new@example.com pass1234 \"New User\"") == "signup new@example.com"
        )
        #expect(PromptHistory.keepable("login alice@example.com") == "login alice@example.com")
        #expect(PromptHistory.keepable("tab settings") == "tab settings")
        #expect(PromptHistory.keepable("profile edit name \"Alice B\"") == "profile edit name \"Alice B\"")
    }

    @Test func aLineThatMayHoldASecretIsNotKept() {
        #expect(PromptHistory.keepable("login alice@example.com ${PASSWORD}") == nil)
        #expect(PromptHistory.keepable("profile edit name ${NAME}") == nil)
        #expect(PromptHistory.keepable("lgoin alice@example.com correct-horse") == nil)
        #expect(PromptHistory.keepable("login \"alice@example.com correct-horse") == nil)
        #expect(PromptHistory.keepable("open app://post/p5?token=abc") == nil)
        #expect(PromptHistory.keepable("open app://post/p5") == "open app://post/p5")
    }

    @Test func theFileHasMode0600AndNoPassword() async throws {
        try await ScratchDirectory.with("prompt-history") { directory in
            var (history, warning) = PromptHistory.load(from: directory)
            #expect(warning == nil)
            #expect(history.remember("login alice@example.com correct-horse") == nil)
            #expect(history.remember("tab settings") == nil)
            let file = directory.appendingPathComponent("history")
            let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
            #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(text == "login alice@example.com\ntab settings\n")
            #expect(
                PromptHistory.load(from: directory).history.lines.entries == [
                    "login alice@example.com", "tab settings",
                ])
        }
    }

    @Test func aHistoryFileThatIsALinkIsNotFollowed() async throws {
        try await ScratchDirectory.with("prompt-history") { directory in
            let target = directory.appendingPathComponent("elsewhere")
            try Data("tab settings\n".utf8).write(to: target)
            try FileManager.default.createSymbolicLink(
                at: directory.appendingPathComponent("history"), withDestinationURL: target)
            var (history, warning) = PromptHistory.load(from: directory)
            #expect(warning != nil)
            #expect(history.lines.entries == [])
            #expect(history.remember("tab profile") == nil)
            #expect(try String(contentsOf: target, encoding: .utf8) == "tab settings\n")
        }
    }
}
