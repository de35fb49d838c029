import Foundation

/// The hand-written analysis of missed targets, kept in `Tools/Benchmarks/MissNotes.md`: one
/// `## <figure name>` section each, saying why the target is missed and what meeting it would take.
/// The page shows a section only while its figure misses.
public enum MissNotes {
    /// The sections of `text`, by figure name.
    public static func parse(_ text: String) -> [String: String] {
        var notes: [String: String] = [:]
        var name: String?
        var body: [Substring] = []
        func close() {
            if let name { notes[name] = body.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines) }
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") {
                close()
                name = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces)
                body = []
            } else if name != nil {
                body.append(line)
            }
        }
        close()
        return notes
    }
}
