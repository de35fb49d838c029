import Foundation

/// The JSON Lines a `--json` run printed, read back; a last line cut off by a kill is skipped.
struct ShellEvents: Sendable {
    /// The names of the analytics events the app tracked, in order.
    let analyticsNames: [String]

    init(_ lines: [Substring]) {
        analyticsNames = lines.compactMap { line in
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                object["type"] as? String == "analytics"
            else { return nil }
            return object["name"] as? String
        }
    }
}

/// Counts how often each name occurs, to compare events as multisets.
func countByName(_ names: some Sequence<String>) -> [String: Int] {
    names.reduce(into: [:]) { $0[$1, default: 0] += 1 }
}
