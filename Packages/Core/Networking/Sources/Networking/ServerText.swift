/// Text that came from a server, escaped and cut short for one log line or one line on screen.
enum ServerText {
    static func line(_ text: some StringProtocol, limit: Int = 200) -> String {
        var line = ""
        var count = 0
        for scalar in text.unicodeScalars {
            guard count < limit else { return line + "…" }
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator:
                line += "\\u{\(String(scalar.value, radix: 16))}"
            default:
                line.unicodeScalars.append(scalar)
            }
            count += 1
        }
        return line
    }
}
