import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A real pseudo-terminal: the editor reads keys from its device and draws on it, and the test
/// types on the controller side and reads what is drawn there, as a terminal emulator does.
final class PseudoTerminal: @unchecked Sendable {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let controller: Int32
    let device: Int32
    private let lock = NSLock()
    private var drawn: [UInt8] = []

    init(columns: UInt16 = 80) throws {
        // Opened with O_NOCTTY (openpty does not), so the terminal never becomes the test
        // process's own, whose hangup as it closes would end the whole test run.
        let controller = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        let device = controller < 0 ? -1 : Self.openDevice(of: controller)
        guard controller >= 0, device >= 0 else {
            if controller >= 0 { close(controller) }
            throw Failure(description: "no pseudo-terminal: \(String(cString: strerror(errno)))")
        }
        self.controller = controller
        self.device = device
        resize(columns: columns)
    }

    /// The device side of `controller`, unlocked and opened; -1 on failure.
    private static func openDevice(of controller: Int32) -> Int32 {
        #if os(Linux)
            // TIOCSPTLCK (unlock) and TIOCGPTN (the device's number): what unlockpt and ptsname do.
            var locked: Int32 = 0
            var number: UInt32 = 0
            guard ioctl(controller, 0x4004_5431, &locked) == 0, ioctl(controller, 0x8004_5430, &number) == 0 else {
                return -1
            }
            return open("/dev/pts/\(number)", O_RDWR | O_NOCTTY | O_CLOEXEC)
        #else
            guard grantpt(controller) == 0, unlockpt(controller) == 0, let name = ptsname(controller) else { return -1 }
            return open(name, O_RDWR | O_NOCTTY | O_CLOEXEC)
        #endif
    }

    deinit {
        close(controller)
        close(device)
    }

    /// Sets the terminal's width, as a window resized by its user.
    func resize(columns: UInt16) {
        var size = winsize(ws_row: 24, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(controller, UInt(TIOCSWINSZ), &size)
    }

    /// The terminal's settings on the device side now.
    var settings: termios {
        var settings = termios()
        tcgetattr(device, &settings)
        return settings
    }

    /// Types `bytes` on the keyboard, on a thread of its own so a reader that is slow to take them
    /// holds up no one else.
    func type(_ bytes: [UInt8]) {
        let controller = controller
        DispatchQueue.global().async {
            var rest = bytes[...]
            while !rest.isEmpty {
                let written = rest.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
                if written < 0, errno != EINTR { return }
                rest = rest.dropFirst(max(0, written))
            }
        }
    }

    /// Types `text`.
    func type(_ text: String) { type(Array(text.utf8)) }

    /// Reads what is drawn until `done` holds of all of it, for at most `limit`; everything drawn.
    @discardableResult
    func drawn(until done: (String) -> Bool, limit: Duration = .seconds(20)) -> String {
        drain(until: { done(text) }, limit: limit)
        return text
    }

    /// Reads what is drawn until `done` holds, for at most `limit`, and then what was drawn before
    /// it held and is still on its way.
    func drain(until done: () -> Bool, limit: Duration = .seconds(20)) {
        let deadline = ContinuousClock.now + limit
        while !done(), ContinuousClock.now < deadline {
            readAvailable(waitingMilliseconds: 100)
        }
        while readAvailable(waitingMilliseconds: 0) {}
    }

    /// Reads what the controller side holds, waiting up to `waitingMilliseconds` for something;
    /// false when nothing came.
    @discardableResult
    private func readAvailable(waitingMilliseconds: Int32) -> Bool {
        var ready = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
        guard poll(&ready, 1, waitingMilliseconds) > 0 else { return false }
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let count = chunk.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
        guard count > 0 else { return false }
        lock.withLock { drawn += chunk.prefix(count) }
        return true
    }

    /// Everything drawn so far.
    var text: String { lock.withLock { String(decoding: drawn, as: UTF8.self) } }

    /// The same with each escape character shown as `␛`, safe to print in a test's report.
    var visible: String { text.replacingOccurrences(of: "\u{1B}", with: "␛") }
}

/// A read on a thread of its own, because it blocks until a line is done; `result` is nil until then.
final class BlockingRead<Result: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Result?

    init(_ body: @escaping @Sendable () -> Result) {
        Thread {
            let result = body()
            self.lock.withLock { self.value = result }
        }.start()
    }

    var result: Result? { lock.withLock { value } }
}
