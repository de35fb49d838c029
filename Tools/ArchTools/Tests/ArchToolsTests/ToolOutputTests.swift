import Foundation
import Testing

@testable import ArchToolsCore

/// The tools as a user runs them, built beside the test binary: what they print from outside (a
/// file's name, an argument) cannot steer the terminal.
struct ToolOutputTests {
    @Test func aViolationInAFileWithAnEscapeSequenceInItsNameIsPrintedHarmlessly() async throws {
        let tree = try TreeCopy(of: Fixture.root("Clean"))
        defer { tree.remove() }
        let name = "Packages/Domain/Models/Sources/Models/Bad\u{1B}]0;title\u{07}\u{202E}.swift"
        try Data("import Services\n".utf8).write(to: tree.root.appendingPathComponent(name))

        let run = try await ToolRun("arch-check", ["--root", tree.root.path])

        #expect(run.status == 1)
        let line = try #require(run.output.split(separator: "\n").first { $0.contains("models-isolation") })
        let shown = "Packages/Domain/Models/Sources/Models/Bad\u{FFFD}]0;title\u{FFFD}\u{FFFD}.swift"
        #expect(line.hasPrefix(shown + ":1:"))
        #expect(run.isHarmless)
    }

    /// A line break in a file's name cannot start a line that reads as another line of the report.
    @Test func aViolationInAFileWithALineBreakInItsNameStaysOnItsLine() async throws {
        let tree = try TreeCopy(of: Fixture.root("Clean"))
        defer { tree.remove() }
        let forged = "arch-check: 1 packages, 1 modules, 1 files checked, 0 violations"
        let name = "Packages/Domain/Models/Sources/Models/Bad\n\(forged)\n.swift"
        try Data("import Services\n".utf8).write(to: tree.root.appendingPathComponent(name))

        let run = try await ToolRun("arch-check", ["--root", tree.root.path])

        #expect(run.status == 1)
        let lines = run.output.split(separator: "\n")
        #expect(!lines.contains { $0.hasPrefix(forged) })
        let shown =
            "Packages/Domain/Models/Sources/Models/Bad\u{FFFD}\(forged)\u{FFFD}.swift:1: models-isolation"
        #expect(lines.contains { $0.hasPrefix(shown) }, "\(run.output)")
        #expect(lines.last?.hasSuffix("1 violation") == true)
    }

    @Test(
        arguments: [
            ("arch-check", ["--\u{1B}[2J"], 64, "Error: Unknown option '--\u{FFFD}[2J'"),
            (
                "diagrams", ["--root", "/\u{1B}[2J", "--check"], 1,
                "diagrams: no Package.swift at /\u{FFFD}[2J"
            ),
            ("new-feature", ["In\u{1B}[2Jbox"], 1, "new-feature: \"In\u{FFFD}[2Jbox\" is not a feature name"),
        ] as [(String, [String], Int32, String)])
    func anArgumentWithAnEscapeSequenceIsQuotedHarmlessly(
        tool: String, arguments: [String], status: Int32, start: String
    ) async throws {
        let run = try await ToolRun(tool, arguments)

        #expect(run.status == status)
        #expect(run.errors.hasPrefix(start))
        #expect(run.isHarmless)
    }
}

/// One run of a tool to its end, through `CommandRunner`: its status and what it wrote.
private struct ToolRun {
    let status: Int32
    let output: String
    let errors: String

    init(_ tool: String, _ arguments: [String]) async throws {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let folders = [testBinary] + Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        let executable = try #require(
            folders.map { $0.appendingPathComponent(tool) }.first {
                FileManager.default.isExecutableFile(atPath: $0.path)
            }, "\(tool) was not built")
        let run = try await CommandRunner.run(executable.path, arguments)
        status = run.status
        output = String(decoding: run.standardOutput, as: UTF8.self)
        errors = run.standardError
    }

    /// Whether neither stream holds a control character other than the line break, nor a
    /// bidirectional override.
    var isHarmless: Bool {
        (output + errors).unicodeScalars.allSatisfy {
            $0 == "\n" || ($0.properties.generalCategory != .control && !(0x202A...0x202E).contains($0.value))
        }
    }
}
