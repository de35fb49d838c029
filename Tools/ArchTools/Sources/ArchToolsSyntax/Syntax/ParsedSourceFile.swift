import ArchToolsCore
import Foundation
import SwiftParser
import SwiftSyntax

/// A Swift file parsed once, with the line of any of its nodes.
struct ParsedSourceFile: Sendable {
    /// The path the tools print: relative to the repo root.
    let path: String
    let tree: SourceFileSyntax
    private let converter: SourceLocationConverter

    init(path: String, source: String) {
        self.path = path
        tree = Parser.parse(source: source)
        converter = SourceLocationConverter(fileName: path, tree: tree)
    }

    /// Reads and parses the file at `path` (relative to `root`).
    init(path: String, root: URL) throws {
        let url = root.appendingPathComponent(path)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw ArchToolsError("\(path): cannot be read")
        }
        self.init(path: path, source: String(decoding: data, as: UTF8.self))
    }

    /// The 1-based line where `node` starts (after its leading comments and whitespace).
    func line(of node: some SyntaxProtocol) -> Int {
        line(at: node.positionAfterSkippingLeadingTrivia)
    }

    func line(at position: AbsolutePosition) -> Int {
        converter.location(for: position).line
    }
}
