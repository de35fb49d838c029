import Foundation
import Testing

@testable import LineEditor

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The editor on a real pseudo-terminal: real keystrokes in, real termios, what it draws read back.
/// Every wait is for something the editor does, bounded; none is a pause.
struct PseudoTerminalTests {
    private func editor(on terminal: PseudoTerminal, limit: Int = 4_096, history: [String] = []) throws
        -> TerminalLineEditor
    {
        var stored = History()
        history.forEach { stored.add($0) }
        return try #require(
            TerminalLineEditor(input: terminal.device, output: terminal.device, byteLimit: limit, history: stored))
    }

    /// Starts `read`, waits for its prompt (so the terminal is raw before a key arrives), types
    /// `keys`, and returns how the read ended.
    private func read(
        _ keys: [UInt8], on terminal: PseudoTerminal, prompt: String = "app> ",
        _ read: @escaping @Sendable () -> TerminalLineEditor.Input
    ) throws -> TerminalLineEditor.Input {
        let reading = BlockingRead(read)
        awaitPrompt(prompt, on: terminal)
        terminal.type(keys)
        terminal.drain { reading.result != nil }
        return try #require(reading.result)
    }

    /// Waits until one more prompt than before is drawn.
    private func awaitPrompt(_ prompt: String, on terminal: PseudoTerminal) {
        let shown = terminal.text.components(separatedBy: prompt).count
        terminal.drawn { $0.components(separatedBy: prompt).count > shown }
    }

    @Test func keysTypedOnATerminalEditTheLineAndAreNotEchoedRaw() throws {
        let terminal = try PseudoTerminal()
        let editor = try editor(on: terminal)
        let keys = Array("hallo".utf8) + [0x1B, 0x5B, 0x44, 0x1B, 0x5B, 0x44, 0x1B, 0x5B, 0x44, 0x7F] + Array("e\r".utf8)
        let input = try read(keys, on: terminal) { editor.readLine(prompt: "app> ") }
        #expect(input == .line("hello"))
        #expect(!terminal.visible.contains("^["))
        #expect(terminal.visible.contains("app> hello"))
    }

    @Test func theTerminalIsPutBackAsItWasAfterEachRead() throws {
        let terminal = try PseudoTerminal()
        let editor = try editor(on: terminal)
        let before = terminal.settings
        #expect(before.c_lflag & tcflag_t(ECHO | ICANON | ISIG) == tcflag_t(ECHO | ICANON | ISIG))
        _ = try read(Array("x\r".utf8), on: terminal) { editor.readLine(prompt: "app> ") }
        _ = try read([0x04], on: terminal) { editor.readLine(prompt: "app> ") }
        _ = try read([0x03], on: terminal, prompt: "Password: ") { editor.readSecret(prompt: "Password: ") }
        let after = terminal.settings
        #expect(after.c_lflag == before.c_lflag)
        #expect(after.c_iflag == before.c_iflag)
        #expect(after.c_cflag == before.c_cflag)
    }

    @Test func whileALineIsReadTheTerminalIsRawAndRestoringIsAskedFromOutside() throws {
        let terminal = try PseudoTerminal()
        let editor = try editor(on: terminal)
        let reading = BlockingRead { editor.readLine(prompt: "app> ") }
        awaitPrompt("app> ", on: terminal)
        #expect(terminal.settings.c_lflag & tcflag_t(ECHO | ICANON | ISIG) == 0)
        #expect(editor.restoreTerminal(), "a line was being read")
        #expect(terminal.settings.c_lflag & tcflag_t(ECHO | ICANON | ISIG) == tcflag_t(ECHO | ICANON | ISIG))
        #expect(!editor.restoreTerminal(), "already restored")
        terminal.type("\r")
        terminal.drain { reading.result != nil }
        #expect(reading.result == .line(""))
    }

    /// Output that comes while a line is typed is written above it, and the line drawn again below.
    @Test func whatIsWrittenMeanwhileGoesAboveTheLineBeingTyped() throws {
        let terminal = try PseudoTerminal()
        let editor = try editor(on: terminal)
        let reading = BlockingRead { editor.readLine(prompt: "app> ") }
        awaitPrompt("app> ", on: terminal)
        terminal.type("tab prof")
        terminal.drawn { $0.contains("app> tab prof\u{1B}[0K") }
        let device = terminal.device
        editor.interject { _ = "warning: offline\n".withCString { write(device, $0, strlen($0)) } }
        let written = "\r\u{1B}[0Kwarning: offline\r\n\rapp> tab prof\u{1B}[0K"
        #expect(terminal.drawn { $0.contains(written) }.contains(written), "\(terminal.visible)")
        terminal.type("ile\r")
        terminal.drain { reading.result != nil }
        #expect(reading.result == .line("tab profile"))
        // No line is read now: what is written goes as it is.
        editor.interject { _ = "idle\n".withCString { write(device, $0, strlen($0)) } }
        #expect(terminal.drawn { $0.hasSuffix("idle\r\n") }.hasSuffix("\r\nidle\r\n"), "\(terminal.visible)")
    }

    @Test func upAndCtrlRReachTheHistory() throws {
        let terminal = try PseudoTerminal()
        let editor = try editor(on: terminal, history: ["login alice@example.com", "tab settings", "print"])
        let up = try read([0x1B, 0x5B, 0x41, 0x1B, 0x5B, 0x41, 0x0D], on: terminal) { editor.readLine(prompt: "app> ") }
        #expect(up == .line("tab settings"))
        let search = BlockingRead { editor.readLine(prompt: "app> ") }
        awaitPrompt("app> ", on: terminal)
        terminal.type([0x12] + Array("alice".utf8))
        terminal.drawn { $0.contains("(reverse-i-search)`alice': login alice@example.com") }
        #expect(terminal.visible.contains("(reverse-i-search)`alice': login alice@example.com"))
        terminal.type("\r")
        terminal.drain { search.result != nil }
        #expect(search.result == .line("login alice@example.com"))
    }

    @Test func aSecretIsNeverDrawn() throws {
        let terminal = try PseudoTerminal()
        let editor = try editor(on: terminal)
        let input = try read(Array("hunter2\r".utf8), on: terminal, prompt: "Password: ") {
            editor.readSecret(prompt: "Password: ")
        }
        #expect(input == .line("hunter2"))
        #expect(!terminal.visible.contains("hunter2"))
        #expect(!terminal.visible.contains("*"))
    }

    @Test func ctrlCClearsALineAndCtrlDOnAnEmptyLineEnds() throws {
        let terminal = try PseudoTerminal()
        let editor = try editor(on: terminal)
        let input = try read(Array("lgoin".utf8) + [0x03, 0x04], on: terminal) { editor.readLine(prompt: "app> ") }
        #expect(input == .end)
        #expect(terminal.visible.contains("^C"))
        let interrupted = try read([0x03], on: terminal) { editor.readLine(prompt: "app> ") }
        #expect(interrupted == .interrupted)
    }

    @Test func aPastedSecondLineWaitsForTheNextRead() throws {
        let terminal = try PseudoTerminal()
        let editor = try editor(on: terminal)
        let first = try read(Array("print\rback\r".utf8), on: terminal) { editor.readLine(prompt: "app> ") }
        #expect(first == .line("print"))
        let second = BlockingRead { editor.readLine(prompt: "app> ") }
        awaitPrompt("app> ", on: terminal)
        terminal.drain { second.result != nil }
        #expect(second.result == .line("back"))
    }

    @Test func aResizedTerminalIsDrawnAtItsNewWidth() throws {
        let terminal = try PseudoTerminal(columns: 20)
        let editor = try editor(on: terminal)
        let line = String(repeating: "x", count: 30)
        let reading = BlockingRead { editor.readLine(prompt: "app> ") }
        awaitPrompt("app> ", on: terminal)
        terminal.type(line)
        terminal.drawn { $0.contains("app> " + String(repeating: "x", count: 13) + "\u{1B}[0K") }
        #expect(!terminal.visible.contains(String(repeating: "x", count: 14)))
        terminal.resize(columns: 60)
        terminal.type("y")
        terminal.drawn { $0.contains("app> " + line + "y\u{1B}[0K") }
        terminal.type("\r")
        terminal.drain { reading.result != nil }
        #expect(reading.result == .line(line + "y"))
        #expect(terminal.visible.contains("app> " + line + "y␛[0K"))
    }

    @Test func aLineFarPastTheLimitIsPassedOverAndTheNextOneIsRead() throws {
        let terminal = try PseudoTerminal()
        let editor = try editor(on: terminal, limit: 1_024)
        let long = try read([UInt8](repeating: UInt8(ascii: "x"), count: 1 << 18) + [0x0D], on: terminal) {
            editor.readLine(prompt: "app> ")
        }
        #expect(long == .tooLong)
        #expect(try read(Array("print\r".utf8), on: terminal) { editor.readLine(prompt: "app> ") } == .line("print"))
    }

    @Test func noiseOnTheTerminalLeavesTheEditorWorking() throws {
        let terminal = try PseudoTerminal()
        let editor = try editor(on: terminal, limit: 1_024, history: ["print"])
        var generator = SystemRandomNumberGenerator()
        // 256 KiB of noise: escape sequences cut anywhere, NUL, bytes that are not UTF-8, every
        // editing key; none that would end the read (Enter, Ctrl-C, Ctrl-D). Then Ctrl-G (out of
        // any search), Ctrl-A and Ctrl-K empty the line, and a command is typed.
        let noise = (0..<(1 << 18)).map { _ -> UInt8 in
            let byte = UInt8.random(in: 0...255, using: &generator)
            return [0x03, 0x04, 0x0A, 0x0D].contains(byte) ? 0x1B : byte
        }
        let input = try read(noise + [0x07, 0x01, 0x0B] + Array("back\r".utf8), on: terminal) {
            editor.readLine(prompt: "app> ")
        }
        #expect(input == .line("back"))
    }
}

