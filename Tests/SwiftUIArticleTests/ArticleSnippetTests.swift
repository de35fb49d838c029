import Foundation
import Testing

/// The article "From headless to SwiftUI" and the copy of its snippets that this target compiles
/// (against the SwiftUI stand-in, on Linux) are the same code: every ```swift block of the article,
/// in order, is the copy's body, so editing one without the other fails here.
@Suite struct ArticleSnippetTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private static let article = root.appendingPathComponent(
        "App/Sources/AppCore/AppCore.docc/FromHeadlessToSwiftUI.md")
    private static let copy = root.appendingPathComponent("Tests/SwiftUIArticleTests/Snippets/ArticleSnippets.swift")

    /// The ```swift blocks of `markdown`, in order, each without its fences.
    static func swiftBlocks(of markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```swift" {
                current = []
            } else if let lines = current, line == "```" {
                blocks.append(lines.joined(separator: "\n") + "\n")
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// What the copy compiles: the text between its second `#if os(Linux)` line and its last `#endif`.
    static func compiledBody(of copy: String) throws -> String {
        let opening = "#if os(Linux)\n\n"
        let closing = "\n#endif\n"
        let start = try #require(copy.range(of: opening, options: .backwards)?.upperBound)
        let end = try #require(copy.range(of: closing, options: .backwards)?.lowerBound)
        return String(copy[start..<end])
    }

    @Test func everySnippetOfTheArticleIsTheCompiledCopyInOrder() throws {
        let blocks = Self.swiftBlocks(of: try String(contentsOf: Self.article, encoding: .utf8))
        let body = try Self.compiledBody(of: String(contentsOf: Self.copy, encoding: .utf8))
        #expect(!blocks.isEmpty)
        #expect(body == blocks.joined(separator: "\n"), "the article's snippets and ArticleSnippets.swift differ")
    }

    @Test func aSnippetChangedOnOneSideOnlyIsCaught() throws {
        let markdown = "Text.\n\n```swift\nlet a = 1\n```\n\nMore.\n\n```swift\nlet b = 2\n```\n"
        let blocks = Self.swiftBlocks(of: markdown)
        #expect(blocks == ["let a = 1\n", "let b = 2\n"])
        let copy = "// header\n#if os(Linux)\n    import X\n#endif\n\n#if os(Linux)\n\nlet a = 1\n\nlet b = 3\n\n#endif\n"
        #expect(try Self.compiledBody(of: copy) != blocks.joined(separator: "\n"))
        let same = copy.replacingOccurrences(of: "b = 3", with: "b = 2")
        #expect(try Self.compiledBody(of: same) == blocks.joined(separator: "\n"))
    }

    @Test func theArticleSaysItsSnippetsCompileAgainstAStandInAndNoBindingWritesInATask() throws {
        let text = try String(contentsOf: Self.article, encoding: .utf8)
        #expect(text.contains("**stand-in**") && text.contains("`Tests/SwiftUIArticleTests/SwiftUIStandIn`"))
        let bindings = Self.swiftBlocks(of: text).joined().components(separatedBy: "Binding(").dropFirst()
        #expect(!bindings.isEmpty)
        #expect(bindings.allSatisfy { !$0.prefix(200).contains("Task") })
    }
}
