import Foundation

extension String {
    /// The string without leading and trailing whitespace or newlines.
    var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
