import SwiftSyntax

/// What the module report counts in one file.
struct SourceMetrics: Equatable {
    /// Lines holding code: not blank, not only comments.
    var lines = 0
    /// Declarations marked `public` or `open` (members of a `public extension` included).
    var publicSymbols = 0
    /// `@Test` functions; a parameterised test counts once.
    var tests = 0

    init() {}

    init(file: ParsedSourceFile) {
        var codeLines: Set<Int> = []
        for token in file.tree.tokens(viewMode: .sourceAccurate) where token.tokenKind != .endOfFile {
            let first = file.line(at: token.positionAfterSkippingLeadingTrivia)
            let last = file.line(at: token.endPositionBeforeTrailingTrivia)
            codeLines.formUnion(first...last)
        }
        lines = codeLines.count
        let declarations = DeclarationCounter(viewMode: .sourceAccurate)
        declarations.walk(file.tree)
        publicSymbols = declarations.publicSymbols
        tests = declarations.tests
    }

    static func + (lhs: SourceMetrics, rhs: SourceMetrics) -> SourceMetrics {
        var sum = lhs
        sum.lines += rhs.lines
        sum.publicSymbols += rhs.publicSymbols
        sum.tests += rhs.tests
        return sum
    }
}

private final class DeclarationCounter: SyntaxAnyVisitor {
    private(set) var publicSymbols = 0
    private(set) var tests = 0

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        guard node.is(DeclSyntax.self), !node.is(ImportDeclSyntax.self), !node.is(ExtensionDeclSyntax.self),
            let modifiers = node.asProtocol(WithModifiersSyntax.self)?.modifiers
        else { return .visitChildren }
        if modifiers.contains(.public) || modifiers.contains(.open) || isImplicitlyPublic(node, modifiers) {
            publicSymbols += node.as(VariableDeclSyntax.self)?.bindings.count ?? 1
        }
        if let function = node.as(FunctionDeclSyntax.self),
            function.attributes.contains(attributeNamed: "Test")
        {
            tests += 1
        }
        return .visitChildren
    }

    /// A member of a `public extension` without an access modifier of its own.
    private func isImplicitlyPublic(_ node: Syntax, _ modifiers: DeclModifierListSyntax) -> Bool {
        let accessKeywords: [Keyword] = [.private, .fileprivate, .internal, .package]
        guard let owner = node.parent?.parent?.parent?.parent?.as(ExtensionDeclSyntax.self),
            owner.modifiers.contains(.public)
        else { return false }
        return !accessKeywords.contains { modifiers.contains($0) }
    }
}
