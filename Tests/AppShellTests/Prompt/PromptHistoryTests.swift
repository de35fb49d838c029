import AppTesting
import Foundation
import Testing

@testable import AppShell

/// The prompt's history never holds a password or a substituted value, and its file is the
/// owner's alone.
struct PromptHistoryTests {
    @Test func aLineOfACommandThatTakesNoSecretIsKeptWhole() {
        #expect(PromptHistory.keepable("tab settings") == "tab settings")
        #expect(PromptHistory.keepable("profile edit name \"Alice B\"") == "profile edit name \"Alice B\"")
        #expect(PromptHistory.keepable("help login") == "help login")
        #expect(PromptHistory.keepable("help posts more") == "help posts more")
    }

    /// A command that takes a password is never kept, whatever its line holds: a password run into
    /// the email (a Tab that completed nothing, a paste) looks like no password at all.
    @Test func aLineOfACommandThatTakesASecretIsNeverKept() {
        for line in [
            "login alice@example.com correct-horse", "login alice@example.comcorrect-horse",
            "login alice@example.com", "login", "signup new@example.com pass1234 \"New User\"",
            "signup new@example.compass1234", "help login alice@example.com correct-horse",
        ] {
            #expect(PromptHistory.keepable(line) == nil, "\(line)")
        }
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
            #expect(history.remember("tab profile") == nil)
            let file = directory.appendingPathComponent("history")
            let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
            #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(text == "tab settings\ntab profile\n")
            #expect(
                PromptHistory.load(from: directory).history.lines.entries == ["tab settings", "tab profile"])
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
            let link = try FileManager.default.destinationOfSymbolicLink(
                atPath: directory.appendingPathComponent("history").path)
            #expect(link == target.path)
        }
    }

    /// A history file larger than the limit is not read, and left as it is: the session's lines
    /// are kept for Up and Ctrl-R, not saved over the old ones. The warning states the limit.
    @Test func aHistoryFileOverTheLimitIsLeftAsItIs() async throws {
        try await ScratchDirectory.with("prompt-history") { directory in
            let file = directory.appendingPathComponent("history")
            let old = Data(repeating: UInt8(ascii: "x"), count: PromptHistory.byteLimit) + Data("\n".utf8)
            try old.write(to: file)
            var (history, warning) = PromptHistory.load(from: directory)
            #expect(
                warning
                    == "the prompt's history is not read: it is larger than 1 MiB, the most it may hold; it is left"
                    + " as it is, and this session's lines are not saved")
            #expect(history.remember("tab settings") == nil)
            #expect(history.lines.entries == ["tab settings"])
            #expect(try Data(contentsOf: file) == old)
        }
    }

    /// A full history, the newest 1,000 lines of 1 KiB each, is read back whole.
    @Test func aFullHistoryIsReadBackWhole() async throws {
        try await ScratchDirectory.with("prompt-history") { directory in
            let lines = (0..<1_000).map {
                "tab " + String(repeating: "x", count: 1_020 - "\($0)".count) + "\($0)"
            }
            try Data(lines.map { $0 + "\n" }.joined().utf8).write(
                to: directory.appendingPathComponent("history"))
            let (history, warning) = PromptHistory.load(from: directory)
            #expect(warning == nil)
            #expect(history.lines.entries == lines)
        }
    }

    /// The limit the warning states is the one the documents state.
    @Test(arguments: ["docs/headless-shell.md", "docs/security.md"])
    func theDocumentsStateTheLimitTheWarningStates(document: String) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
        let sentences = text.components(separatedBy: "\n\n").filter { $0.contains("history") }
            .map { $0.replacingOccurrences(of: "\n", with: " ") }
        #expect(sentences.contains { $0.contains("larger than 1 MiB") })
        for stale in ["1,001,000", "1,025,000", "1 MB"] {
            #expect(!sentences.contains { $0.contains(stale) }, "\(stale)")
        }
    }
}
