import Foundation

/// The one line of a failed command's error output worth showing: the first compiler diagnostic,
/// else the first line that mentions an error, else the last line; paths under `root` shortened
/// and long lines cut.
enum ErrorSummary {
    static func line(of output: CommandOutput, root: URL) -> String {
        let lines = output.standardError.split(separator: "\n").map(String.init)
        let chosen =
            lines.first { $0.contains(": error: ") && $0.hasPrefix("/") }
            ?? lines.first { $0.lowercased().contains("error") }
            ?? lines.last
            ?? "exit status \(output.status)"
        let short = chosen.replacingOccurrences(of: root.path + "/", with: "")
        return short.count > maximumLength ? String(short.prefix(maximumLength)) + "…" : short
    }

    private static let maximumLength = 200
}
