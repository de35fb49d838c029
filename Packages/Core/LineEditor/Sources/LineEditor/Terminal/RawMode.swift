import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A terminal's settings while a line is read (no echo, no signals, no flow control), put back
/// when the read ends, on request from any thread, or at exit.
final class RawMode: @unchecked Sendable {
    private let descriptor: Int32
    private let lock = NSLock()
    private var saved: termios?

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    var isTerminal: Bool {
        var settings = termios()
        return isatty(descriptor) == 1 && tcgetattr(descriptor, &settings) == 0
    }

    func enter() -> Bool {
        lock.withLock {
            if saved != nil { return true }
            var original = termios()
            guard tcgetattr(descriptor, &original) == 0 else { return false }
            var raw = original
            raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
            raw.c_cflag |= tcflag_t(CS8)
            raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
            withUnsafeMutableBytes(of: &raw.c_cc) { characters in
                characters[Int(VMIN)] = 1
                characters[Int(VTIME)] = 0
            }
            guard tcsetattr(descriptor, TCSADRAIN, &raw) == 0 else { return false }
            saved = original
            terminalsInRawMode.add(descriptor, original)
            return true
        }
    }

    /// Whether the terminal was in raw mode, that is, a line was being read.
    @discardableResult
    func leave() -> Bool {
        lock.withLock {
            guard var original = saved else { return false }
            tcsetattr(descriptor, TCSADRAIN, &original)
            saved = nil
            terminalsInRawMode.remove(descriptor)
            return true
        }
    }
}

/// Every terminal in raw mode now, so that `atexit` (which takes no context) can restore them.
private let terminalsInRawMode = TerminalsInRawMode()

private final class TerminalsInRawMode: @unchecked Sendable {
    private let lock = NSLock()
    private var settings: [Int32: termios] = [:]

    init() {
        atexit { terminalsInRawMode.restoreAll() }
    }

    func add(_ descriptor: Int32, _ original: termios) {
        lock.withLock { settings[descriptor] = original }
    }

    func remove(_ descriptor: Int32) {
        _ = lock.withLock { settings.removeValue(forKey: descriptor) }
    }

    func restoreAll() {
        lock.withLock {
            for (descriptor, var original) in settings {
                tcsetattr(descriptor, TCSANOW, &original)
            }
            settings.removeAll()
        }
    }
}
