import SwiftSyntax

/// A module a file imports, and the line of the `import`.
struct SourceImport: Equatable {
    let module: String
    let line: Int
}

/// Finds every `import` in a file, including those inside `#if` blocks.
final class ImportCollector: SyntaxVisitor {
    private let file: ParsedSourceFile
    private var imports: [SourceImport] = []

    static func imports(in file: ParsedSourceFile) -> [SourceImport] {
        let collector = ImportCollector(file: file)
        collector.walk(file.tree)
        return collector.imports
    }

    private init(file: ParsedSourceFile) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let module = node.path.first?.name.text {
            imports.append(SourceImport(module: module, line: file.line(of: node.importKeyword)))
        }
        return .skipChildren
    }
}
