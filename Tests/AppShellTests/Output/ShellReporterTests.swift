import Testing

@testable import AppShell

@MainActor
struct ShellReporterTests {
    @Test func writesEachPrintedEventInOrderAndSkipsWhatThePrinterLeavesOut() {
        var written: [String] = []
        let reporter = ShellReporter(printer: JSONEventPrinter()) { written.append($0) }
        reporter.report(.command(line: 1, text: "launch"))
        reporter.report(.narration("not in JSON"))
        reporter.report(.app(.error(message: "Offline.")))
        #expect(written.count == 2)
        #expect(written.first?.hasPrefix(#"{"type":"command","t":"#) == true)
        #expect(written.last?.hasPrefix(#"{"type":"error","t":"#) == true)
    }
}
