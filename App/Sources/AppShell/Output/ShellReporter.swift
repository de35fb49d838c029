import Tracing

/// Writes each event the moment it happens, through the chosen printer, stamped with the time
/// since the shell started, with links redacted. A transition, a screen or an error is also an
/// event of the span it happened in, while tracing is on.
@MainActor
final class ShellReporter {
    private let printer: any EventPrinter
    private let write: (String) -> Void
    private let tracer: ShellTracer?
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    /// How many screens have been reported, changed or printed.
    private(set) var screens = 0

    /// A reporter that hands each printed event to `write` (one call per event, no newline).
    init(printer: any EventPrinter, tracer: ShellTracer? = nil, write: @escaping (String) -> Void) {
        self.printer = printer
        self.tracer = tracer
        self.write = write
        self.start = clock.now
    }

    func report(_ event: ShellEvent) {
        switch event {
        case .screen, .app(.screen): screens += 1
        default: break
        }
        if let tracer, let name = Self.spanEventName(of: event) {
            tracer.activeSpan(identifiedBy: .current ?? .topLevel)?.addEvent(SpanEvent(name: name))
        }
        let elapsed = start.duration(to: clock.now)
        let milliseconds =
            Int(elapsed.components.seconds) * 1_000
            + Int(elapsed.components.attoseconds / 1_000_000_000_000_000)
        if let text = printer.text(for: event.redacted, at: milliseconds) {
            write(text)
        }
    }

    /// What a trace shows of `event`: the state machine and the screens, and what went wrong.
    private static func spanEventName(of event: ShellEvent) -> String? {
        switch event {
        case .app(.transition(let from, let to)) where from.name != to.name:
            "state \(from.name) -> \(to.name)"
        case .app(.screen(let window, let screen)): "screen \(window): \(screen.name)"
        case .app(.error(let message)): "error: \(message)"
        default: nil
        }
    }
}
