#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// How wide the text `help` writes may be: the terminal's columns, or 80 when it is no terminal.
enum TerminalWidth {
    static let fallback = 80

    static func of(_ descriptor: Int32) -> Int {
        var size = winsize()
        guard isatty(descriptor) == 1, ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col >= 20 else {
            return fallback
        }
        return Int(size.ws_col)
    }
}
