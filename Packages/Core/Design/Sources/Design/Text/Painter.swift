/// Applies the renderer's text styles: ANSI escape codes when asked for, plain text otherwise.
struct Painter {
    enum Style {
        case title, heading, emphasis, error, info, secondary

        var code: String {
            switch self {
            case .title, .heading, .emphasis: "1"
            case .error: "1;31"
            case .info: "36"
            case .secondary: "2"
            }
        }
    }

    let usesANSI: Bool

    func paint(_ text: String, _ style: Style) -> String {
        guard usesANSI, !text.isEmpty else { return text }
        return "\u{1B}[\(style.code)m\(text)\u{1B}[0m"
    }
}
