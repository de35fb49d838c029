/// Turns events into the lines the shell writes on standard output.
protocol EventPrinter {
    func text(for event: ShellEvent, at milliseconds: Int) -> String?
}
