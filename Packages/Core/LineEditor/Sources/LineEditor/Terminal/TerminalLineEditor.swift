import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A prompt on a real terminal, in raw mode only while a line is read; one blocking read at a time.
public final class TerminalLineEditor: @unchecked Sendable {
    /// How a read ended.
    public enum Input: Equatable, Sendable {
        case line(String)
        case tooLong
        case interrupted
        case end
    }

    private let input: Int32
    private let output: Int32
    private let byteLimit: Int
    private let rawMode: RawMode
    private let lock = NSLock()
    private var storedHistory: History
    private var decoder = KeyDecoder()
    /// Keys decoded but not used yet (a pasted second line waits for the next read).
    private var pending: ArraySlice<Key> = []
    private var inputEnded = false
    /// Held while anything is written where the line is drawn.
    private let screen = NSLock()
    /// The line on the screen now, while one is read (under `lock`, which no write holds).
    private var storedShown: LineView?

    /// An editor reading `input` and drawing on `output`; nil unless both are terminals.
    public init?(input: Int32, output: Int32, byteLimit: Int, history: History = History()) {
        self.input = input
        self.output = output
        self.byteLimit = byteLimit
        self.rawMode = RawMode(descriptor: input)
        self.storedHistory = history
        guard rawMode.isTerminal, isatty(output) == 1 else { return nil }
    }

    /// The lines Up, Down and Ctrl-R reach; the caller decides what is added.
    public var history: History {
        get { lock.withLock { storedHistory } }
        set { lock.withLock { storedHistory = newValue } }
    }

    /// Reads a line after `prompt`, completed and masked as `assistant` says.
    public func readLine(prompt: String, assistant: any LineAssistant = NoAssistance()) -> Input {
        edit(prompt: prompt, mode: .command, assistant: assistant)
    }

    /// Reads a secret after `prompt`, showing nothing of it.
    public func readSecret(prompt: String) -> Input {
        edit(prompt: prompt, mode: .secret, assistant: NoAssistance())
    }

    /// Puts the terminal's settings back now, from any thread (a signal's handler, an exit); true
    /// if a line was being read, whose prompt line the caller may end.
    @discardableResult
    public func restoreTerminal() -> Bool {
        shown = nil
        return rawMode.leave()
    }

    /// Runs `write`, which writes to the same terminal, with the line being read (if any) taken off
    /// the screen and drawn again below what it wrote, so output that comes meanwhile stays out of it.
    public func interject(_ write: () -> Void) {
        screen.withLock {
            if shown != nil { send("\r\u{1B}[0K") }
            write()
            // Unless the terminal was put back meanwhile, its line given up.
            if let shown { send(Self.drawing(shown)) }
        }
    }

    private func edit(prompt: String, mode: LineEditing.Mode, assistant: any LineAssistant) -> Input {
        guard rawMode.enter() else { return .end }
        defer {
            shown = nil
            rawMode.leave()
        }
        let fresh = { LineEditing(byteLimit: self.byteLimit, history: self.history, mode: mode) }
        var editing = fresh()
        draw(editing.view(prompt: prompt, width: width, assistant: assistant))
        while true {
            if pending.isEmpty {
                guard !inputEnded, let chunk = readChunk() else {
                    inputEnded = true
                    pending = decoder.finish()[...]
                    if pending.isEmpty {
                        show("\r\n", line: nil)
                        return .end
                    }
                    continue
                }
                pending = decoder.decode(chunk)[...]
            }
            var redraw = false
            while let key = pending.popFirst() {
                switch editing.handle(key, assistant: assistant) {
                case .editing:
                    redraw = true
                case .bell:
                    screen.withLock { send("\u{7}") }
                    redraw = true
                case .submitted(let text):
                    draw(editing.view(prompt: prompt, width: width, assistant: assistant))
                    show("\r\n", line: nil)
                    return .line(text)
                case .tooLong:
                    show("\r\n", line: nil)
                    return .tooLong
                case .endOfInput:
                    show("\r\n", line: nil)
                    return .end
                case .interrupted:
                    show("^C\r\n", line: nil)
                    return .interrupted
                case .discarded:
                    show("^C\r\n", line: nil)
                    editing = fresh()
                    redraw = true
                case .clearScreen:
                    show("\u{1B}[H\u{1B}[2J", line: nil)
                    redraw = true
                case .listing(let words):
                    show(
                        "\r\n" + Self.columns(of: words, width: width).joined(separator: "\r\n") + "\r\n", line: nil)
                    redraw = true
                }
            }
            if redraw { draw(editing.view(prompt: prompt, width: width, assistant: assistant)) }
        }
    }

    private func draw(_ view: LineView) {
        show(Self.drawing(view), line: view)
    }

    /// Writes `text` where the line is drawn; `view` is the line on the screen after it, if any.
    private func show(_ text: String, line view: LineView?) {
        screen.withLock {
            shown = view
            send(text)
        }
    }

    private var shown: LineView? {
        get { lock.withLock { storedShown } }
        set { lock.withLock { storedShown = newValue } }
    }

    private static func drawing(_ view: LineView) -> String {
        let move = view.cursorColumn > 0 ? "\u{1B}[\(view.cursorColumn)C" : ""
        return "\r" + view.prompt + view.text + "\u{1B}[0K\r" + move
    }

    /// The terminal's width now, read again at each draw so a resize takes effect at once.
    private var width: Int {
        var size = winsize()
        guard ioctl(output, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }

    private func readChunk() -> [UInt8]? {
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count > 0 { return Array(chunk.prefix(count)) }
            if count == 0 { return nil }
            switch errno {
            case EINTR: continue
            case EAGAIN:
                var ready = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
                _ = poll(&ready, 1, -1)
            default: return nil
            }
        }
    }

    private func send(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
            if written > 0 {
                bytes = bytes.dropFirst(written)
            } else if written < 0, errno == EINTR {
                continue
            } else {
                return
            }
        }
    }

    static func columns(of words: [String], width: Int) -> [String] {
        let shown = words.prefix(100)
        let column = (shown.map(\.columns).max() ?? 0) + 2
        let perLine = max(1, width / column)
        let lines = stride(from: 0, to: shown.count, by: perLine).map { start in
            shown[start..<min(start + perLine, shown.count)].map {
                $0 + String(repeating: " ", count: column - $0.columns)
            }.joined().trimmingCharacters(in: .whitespaces)
        }
        return words.count > shown.count ? lines + ["… and \(words.count - shown.count) more"] : lines
    }
}
