import Foundation
import SwiftParser
import SwiftSyntax

/// A Swift file parsed once, with the line of any of its nodes.
struct ParsedSourceFile {
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

    /// Reads and parses the files at `paths` (relative to `root`), skipping any deleted since they
    /// were listed: the tree may change while the tools run.
    static func load(_ paths: [String], root: URL) throws -> [ParsedSourceFile] {
        try paths.compactMap { path in
            FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
                ? try ParsedSourceFile(path: path, root: root) : nil
        }
    }

    /// The 1-based line where `node` starts (after its leading comments and whitespace).
    func line(of node: some SyntaxProtocol) -> Int {
        line(at: node.positionAfterSkippingLeadingTrivia)
    }

    func line(at position: AbsolutePosition) -> Int {
        converter.location(for: position).line
    }
}
