import Foundation
import Testing

/// `docs/network-faults.md` shows the table the network-fault tests check, row for row, and the
/// message each short name stands for.
struct FaultTableDocumentTests {
    private static let document = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/network-faults.md")

    @Test func theDocumentedRowsAreTheTestedOnes() throws {
        let text = try String(contentsOf: Self.document, encoding: .utf8)
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("| `") }.map(String.init)
        #expect(
            rows == FaultTable.markdownRows,
            "the rows should read:\n\(FaultTable.markdownRows.joined(separator: "\n"))")
    }

    @Test func everyShortMessageNameIsSpelledOut() throws {
        let text = try String(contentsOf: Self.document, encoding: .utf8)
        for (name, message) in FaultTable.messageNames {
            #expect(text.contains("| “\(name)” | \(message) |"), "\(name)")
        }
    }
}
