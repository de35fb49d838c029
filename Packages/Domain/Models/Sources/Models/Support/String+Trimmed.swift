import Foundation

extension String {
    /// The string without leading and trailing whitespace or newlines.
    var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}

extension StringProtocol {
    /// Whether any scalar is a control character (a line break, a tab, NUL, ESC, DEL, a C1
    /// control): what one line of text, as the models decode it, may not hold.
    var hasControlCharacter: Bool {
        unicodeScalars.contains { $0.properties.generalCategory == .control }
    }
}
