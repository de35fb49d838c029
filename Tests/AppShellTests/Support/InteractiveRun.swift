import AppTesting
import Clocks
import Foundation
import NetworkingTesting

@testable import AppShell

/// An interactive session run through the shell library, fed lines and signals by the test as it
/// goes, on virtual clocks: the launch screen's minimum passes as soon as it shows, as real time
/// would let it pass.
@MainActor
final class InteractiveRun {
    private(set) var output: [String] = []
    private(set) var errors: [String] = []
    /// Everything written as the prompt, newlines included.
    private(set) var prompts = ""

    private var session: ShellSession
    private let line: AsyncStream<InputLine>.Continuation
    private let signal: AsyncStream<Int32>.Continuation
    private var waiters: [(text: String, waiter: CheckedContinuation<Void, Never>)] = []
    private var hasEnded = false

    /// A session in `dataDirectory`; `onTerminal` as if a person typed on a terminal that also
    /// shows standard output. Its lines are what the test types, unless `input` gives them.
    init(
        json: Bool = true, onTerminal: Bool = false, dataDirectory: URL,
        input: (() -> AsyncStream<InputLine>)? = nil
    ) {
        let (lines, line) = AsyncStream.makeStream(of: InputLine.self)
        self.line = line
        let (signals, signal) = AsyncStream.makeStream(of: Int32.self)
        self.signal = signal
        // A manual clock on which a wait for an instant already reached returns at once, so the
        // launch's wait is over however it is ordered with the advance below.
        let timer = ManualClock()
        let clocks = ShellClocks(timer: timer, network: ImmediateClock()) { timer.advance(by: $0) }
        session = ShellSession(
            options: ShellOptions(mode: .interactive, dataDirectory: dataDirectory, json: json))
        session.clocks = clocks
        session.neverEndLatency()
        session.logger = LogCapture().logger
        session.terminal = Terminal(
            lines: input ?? { lines }, inputIsTerminal: onTerminal, outputIsTerminal: onTerminal,
            writePrompt: { [weak self] in self?.prompts += $0 })
        // Weak: a cancelled line winds down on its own and may still write after the run ended.
        session.writeLine = { [weak self] text in
            guard let self else { return }
            output.append(text)
            if text.contains(#""screen":"launch""#) || text.contains("Welcome back") {
                // After this line's work has started, so after the launch took its deadline.
                Task { timer.advance(by: .milliseconds(500)) }
            }
            resumeWaiters()
        }
        session.writeError = { [weak self] in self?.errors.append($0) }
        // A bound that never passes: these tests are about what a signal does, not how fast.
        session.signals = SignalHandling(numbers: { signals }, exitAtOnce: { _ in }, bound: .seconds(3_600))
    }

    /// Types `text` and Enter.
    func type(_ text: String) {
        line.yield(.text(text))
    }

    /// A line longer than the limit, which the reader passed over.
    func typeTooLong() {
        line.yield(.tooLong)
    }

    /// Ctrl-D.
    func endInput() {
        line.finish()
    }

    func send(_ number: Int32) {
        signal.yield(number)
    }

    /// Runs the session to its end.
    func run() async -> ShellExitStatus {
        let status = await session.run()
        hasEnded = true
        resumeWaiters()
        return status
    }

    /// Returns once an output line contains `text`, or the session has ended.
    func waitForOutput(containing text: String) async {
        guard !hasEnded, !output.contains(where: { $0.contains(text) }) else { return }
        await withCheckedContinuation { waiters.append((text, $0)) }
    }

    /// The output's JSON objects (lines that are not one are left out).
    var events: [[String: Any]] {
        output.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    }

    /// The whole run as text, for failure messages.
    var transcript: String {
        (output + errors.map { "stderr: \($0)" }).joined(separator: "\n")
    }

    private func resumeWaiters() {
        let ready = waiters.filter { waiter in hasEnded || output.contains { $0.contains(waiter.text) } }
        waiters.removeAll { waiter in hasEnded || output.contains { $0.contains(waiter.text) } }
        ready.forEach { $0.waiter.resume() }
    }
}
