import ArchToolsCore
import Foundation
import SwiftSyntax

/// Finds where a target and its dependencies are written in a `Package.swift`, for violation lines.
///
/// The manifest's meaning comes from `dump-package`; this only locates text. A target is a
/// `.target(name:…)`-style call; a dependency is a string literal with its name in that call's
/// `dependencies:`. A manifest built by helper functions falls back to the target's line, then to
/// the first literal with the target's name, then to line 1.
struct ManifestLines {
    private let file: ParsedSourceFile?
    private let targetCalls: [String: FunctionCallExprSyntax]

    init(package: SwiftPackage, root: URL) {
        let file = try? ParsedSourceFile(path: package.manifestPath, root: root)
        self.file = file
        targetCalls = file.map(TargetCallCollector.calls(in:)) ?? [:]
    }

    /// The line of `dependency` in the declaration of `target`.
    func line(ofDependency dependency: String, inTarget target: String) -> Int {
        if let file,
            let list = targetCalls[target]?.arguments.first(where: { $0.label?.text == "dependencies" }),
            let literal = StringLiteralCollector.literals(in: list).first(where: { $0.value == dependency })
        {
            return file.line(of: literal.node)
        }
        return line(ofTarget: target)
    }

    /// The line where `target` is declared.
    func line(ofTarget target: String) -> Int {
        guard let file else { return 1 }
        if let call = targetCalls[target] {
            return file.line(of: call)
        }
        return StringLiteralCollector.literals(in: file.tree).first { $0.value == target }
            .map { file.line(of: $0.node) } ?? 1
    }
}

/// The target declarations of a manifest, by name.
private final class TargetCallCollector: SyntaxVisitor {
    private static let targetFactories: Set<String> = [
        "target", "executableTarget", "testTarget", "macro", "plugin", "systemLibrary", "binaryTarget",
    ]
    private var calls: [String: FunctionCallExprSyntax] = [:]

    static func calls(in file: ParsedSourceFile) -> [String: FunctionCallExprSyntax] {
        let collector = TargetCallCollector(viewMode: .sourceAccurate)
        collector.walk(file.tree)
        return collector.calls
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            Self.targetFactories.contains(member.declName.baseName.text),
            let name = node.arguments.first(where: { $0.label?.text == "name" })?
                .expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue,
            calls[name] == nil
        {
            calls[name] = node
        }
        return .visitChildren
    }
}

/// The plain string literals below a node, in source order.
private final class StringLiteralCollector: SyntaxVisitor {
    struct Literal {
        let node: StringLiteralExprSyntax
        let value: String
    }

    private var literals: [Literal] = []

    static func literals(in node: some SyntaxProtocol) -> [Literal] {
        let collector = StringLiteralCollector(viewMode: .sourceAccurate)
        collector.walk(node)
        return collector.literals
    }

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        if let value = node.representedLiteralValue {
            literals.append(Literal(node: node, value: value))
        }
        return .skipChildren
    }
}
