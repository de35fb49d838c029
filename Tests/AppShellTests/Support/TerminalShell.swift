import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real `app-shell` on a real pseudo-terminal, as a person runs it: its standard input,
/// output and error are the terminal's device, the test types on the controller side and reads
/// what is drawn there. A thread reads all the while (so the shell never waits on a full
/// terminal), and a watchdog kills the process after `limit`, so no wait can outlast it.
final class TerminalShell: @unchecked Sendable {
    private let process = Process()
    private let controller: Int32
    private let lock = NSLock()
    private var drawn: [UInt8] = []
    private var closed = false

    /// Starts `app-shell` with `arguments` on a terminal `columns` wide, with `environment` as its
    /// whole environment.
    init(
        _ arguments: [String], environment: [String: String], columns: UInt16 = 120, limit: TimeInterval = 90
    ) throws {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("app-shell")
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build app-shell first")
        // Opened with O_NOCTTY (openpty does not), so the terminal never becomes the test
        // process's own: its hangup when the shell ends would end the whole test run. Neither end
        // leaks into a process another test starts meanwhile.
        let (controller, device) = Self.openPseudoTerminal()
        try #require(controller >= 0 && device >= 0, "no pseudo-terminal: \(String(cString: strerror(errno)))")
        var size = winsize(ws_row: 40, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(controller, UInt(TIOCSWINSZ), &size)
        self.controller = controller
        let terminal = FileHandle(fileDescriptor: device, closeOnDealloc: true)
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.standardInput = terminal
        process.standardOutput = terminal
        process.standardError = terminal
        try process.run()
        try terminal.close()
        Thread { [self] in readUntilClosed() }.start()
        let pid = process.processIdentifier
        DispatchQueue.global().asyncAfter(deadline: .now() + limit) { [process] in
            if process.isRunning { kill(pid, SIGKILL) }
        }
    }

    /// A pseudo-terminal's controller and device, neither a controlling terminal; -1 on failure.
    static func openPseudoTerminal() -> (controller: Int32, device: Int32) {
        let controller = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard controller >= 0 else { return (-1, -1) }
        #if os(Linux)
            // TIOCSPTLCK (unlock) and TIOCGPTN (the device's number): what unlockpt and ptsname do.
            var locked: Int32 = 0
            var number: UInt32 = 0
            guard ioctl(controller, 0x4004_5431, &locked) == 0, ioctl(controller, 0x8004_5430, &number) == 0 else {
                close(controller)
                return (-1, -1)
            }
            let name = "/dev/pts/\(number)"
        #else
            guard grantpt(controller) == 0, unlockpt(controller) == 0, let path = ptsname(controller) else {
                close(controller)
                return (-1, -1)
            }
            let name = String(cString: path)
        #endif
        let device = open(name, O_RDWR | O_NOCTTY | O_CLOEXEC)
        if device < 0 { close(controller) }
        return (device < 0 ? -1 : controller, device)
    }

    deinit {
        close(controller)
    }

    /// Types `text` (escape sequences and control characters included) on the keyboard.
    func type(_ text: String) {
        var rest = Array(text.utf8)[...]
        while !rest.isEmpty {
            let written = rest.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
            if written < 0, errno != EINTR { return }
            rest = rest.dropFirst(max(0, written))
        }
    }

    /// Sends `signal` to the process, as `kill` from another terminal does.
    func send(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// Everything drawn so far.
    var text: String { lock.withLock { String(decoding: drawn, as: UTF8.self) } }

    /// The same with each escape character shown as `␛`, safe to print in a test's report.
    var visible: String { text.replacingOccurrences(of: "\u{1B}", with: "␛") }

    /// Waits until `text` has been drawn `count` times in all (or the terminal closed); whether it has.
    @discardableResult
    func waitFor(_ wanted: String, count: Int = 1, limit: Duration = .seconds(60)) -> Bool {
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            let (shown, isClosed) = lock.withLock {
                (String(decoding: drawn, as: UTF8.self).components(separatedBy: wanted).count - 1, closed)
            }
            if shown >= count { return true }
            if isClosed { return false }
            usleep(20_000)
        }
        return false
    }

    /// How many times `wanted` has been drawn so far.
    func count(_ wanted: String) -> Int { text.components(separatedBy: wanted).count - 1 }

    /// Waits for the process to end, and for what it drew to be read; its exit status.
    func waitForExit(limit: Duration = .seconds(30)) -> Int32 {
        process.waitUntilExit()
        let deadline = ContinuousClock.now + limit
        while !lock.withLock({ closed }), ContinuousClock.now < deadline { usleep(10_000) }
        return process.terminationStatus
    }

    private func readUntilClosed() {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            lock.withLock { drawn += chunk.prefix(count) }
        }
        lock.withLock { closed = true }
    }
}
