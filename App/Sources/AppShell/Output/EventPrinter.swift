/// Turns events into the lines the shell writes on standard output.
protocol EventPrinter {
    /// The text for `event`, `milliseconds` after the shell started; nil to print nothing.
    func text(for event: ShellEvent, at milliseconds: Int) -> String?
}
