protocol EventPrinter {
    func text(for event: ShellEvent, at milliseconds: Int) -> String?
}
