import Design

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

enum StandardError {
    static func writeLine(_ text: String) {
        write(line(text))
    }

    static func line(_ text: String) -> String {
        TextRenderer.terminalSafeLine(text) + "\n"
    }

    static func write(_ text: String) {
        _ = DescriptorOutput.writeAll(text.utf8, to: STDERR_FILENO)
    }
}
