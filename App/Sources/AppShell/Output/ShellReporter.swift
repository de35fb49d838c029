/// Writes each event the moment it happens, through the chosen printer, stamped with the time
/// since the shell started, with links redacted and the script's variables' values masked.
@MainActor
final class ShellReporter {
    private let printer: any EventPrinter
    private let write: (String) -> Void
    private let mask: SecretMask
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    /// How many screens have been reported, changed or printed.
    private(set) var screens = 0

    /// A reporter that hands each printed event to `write` (one call per event, no newline).
    init(printer: any EventPrinter, mask: SecretMask = SecretMask(), write: @escaping (String) -> Void) {
        self.printer = printer
        self.mask = mask
        self.write = write
        self.start = clock.now
    }

    func report(_ event: ShellEvent) {
        switch event {
        case .screen, .app(.screen): screens += 1
        default: break
        }
        let elapsed = start.duration(to: clock.now)
        let milliseconds =
            Int(elapsed.components.seconds) * 1_000
            + Int(elapsed.components.attoseconds / 1_000_000_000_000_000)
        if let text = printer.text(for: event.redacted.masked(by: mask), at: milliseconds) {
            write(text)
        }
    }
}
