import Tracing

/// Writes each event as it happens, timestamped, with links redacted and secrets masked.
@MainActor
final class ShellReporter {
    private let printer: any EventPrinter
    private let write: (String) -> Void
    private let tracer: ShellTracer?
    private let mask: SecretMask
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    private(set) var screens = 0
    private(set) var failedExpectation: ExpectationResult?

    init(
        printer: any EventPrinter, tracer: ShellTracer? = nil, mask: SecretMask = SecretMask(),
        start: ContinuousClock.Instant = .now, write: @escaping (String) -> Void
    ) {
        self.printer = printer
        self.tracer = tracer
        self.mask = mask
        self.start = start
        self.write = write
    }

    func report(_ event: ShellEvent) {
        switch event {
        case .screen, .app(.screen): screens += 1
        default: break
        }
        let shown = event.masked(by: mask)
        if case .expectation(let result) = shown, !result.ok {
            failedExpectation = result
        }
        if let tracer, let name = Self.spanEventName(of: shown) {
            tracer.activeSpan(identifiedBy: .current ?? .topLevel)?.addEvent(SpanEvent(name: name))
        }
        if let text = printer.text(for: shown, at: Self.milliseconds(start.duration(to: clock.now))) {
            write(text)
        }
    }

    nonisolated static func milliseconds(_ duration: Duration) -> Int {
        Int(duration.components.seconds) * 1_000
            + Int(duration.components.attoseconds / 1_000_000_000_000_000)
    }

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
