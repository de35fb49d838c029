import SwiftSyntax

/// No singletons or global mutable state in Packages: no `static let shared`, no stored
/// `static var`, no stored top-level `var`, no `nonisolated(unsafe)`. A `@TaskLocal static var`
/// is allowed: it declares a task-local value, which is bound per task and never assigned.
enum GlobalStateRule {
    static func violations(in file: ParsedSourceFile) -> [Violation] {
        GlobalStateScan(file: file).violations
    }
}

private final class GlobalStateScan: SyntaxVisitor {
    let file: ParsedSourceFile
    private(set) var violations: [Violation] = []

    init(file: ParsedSourceFile) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
        walk(file.tree)
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            if node.isStatic, !node.isVar, binding.name == "shared" {
                add(
                    binding, .singleton, "static let shared is a singleton",
                    fix: "pass the instance in through initialisers; AppDependencies builds it once"
                )
            } else if node.isStatic, node.isVar, binding.isStored,
                !node.attributes.contains(attributeNamed: "TaskLocal")
            {
                add(
                    binding, .globalState, "static var \(binding.name) is global mutable state",
                    fix:
                        "make it a let, or state of an instance (an actor when shared) passed in where needed"
                )
            } else if node.isVar, binding.isStored, node.isAtFileLevel {
                add(
                    binding, .globalState, "top-level var \(binding.name) is global mutable state",
                    fix:
                        "make it a let, or state of an instance (an actor when shared) passed in where needed"
                )
            }
        }
        return .visitChildren
    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        if node.name.tokenKind == .keyword(.nonisolated), node.detail?.detail.text == "unsafe" {
            add(
                node, .nonisolatedUnsafe, "nonisolated(unsafe) turns off concurrency checking",
                fix: "make the value immutable and Sendable, or keep it in an actor or a lock box"
            )
        }
        return .skipChildren
    }

    private func add(_ node: some SyntaxProtocol, _ rule: Rule, _ message: String, fix: String) {
        violations.append(
            Violation(path: file.path, line: file.line(of: node), rule: rule, message: message, fix: fix))
    }
}
