import SwiftSyntax

/// A controller (a type named `…Controller` in Features or App) is an
/// `@Observable @MainActor final class` whose stored `var`s only it can set.
enum ControllerRule {
    static func violations(in file: ParsedSourceFile) -> [Violation] {
        ControllerScan(file: file).violations
    }
}

private final class ControllerScan: SyntaxVisitor {
    let file: ParsedSourceFile
    private(set) var violations: [Violation] = []

    init(file: ParsedSourceFile) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
        walk(file.tree)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.name.text.hasSuffix("Controller") else { return .visitChildren }
        var missing: [String] = []
        if !node.attributes.contains(attributeNamed: "Observable") { missing.append("@Observable") }
        if !node.attributes.contains(attributeNamed: "MainActor") { missing.append("@MainActor") }
        if !node.modifiers.contains(.final) { missing.append("final") }
        if !missing.isEmpty {
            report(
                node.name, name: node.name.text, shape: "a class without \(missing.joined(separator: ", "))")
        }
        for member in node.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.isVar, !variable.isStatic,
                !Self.isSetOnlyInside(variable.modifiers)
            else { continue }
            for binding in variable.bindings where binding.isStored {
                violations.append(
                    Violation(
                        path: file.path, line: file.line(of: binding), rule: .controllerState,
                        message:
                            "\(node.name.text).\(binding.name) is a stored var that code outside the controller can set",
                        fix: "declare it private(set) var \(binding.name) and change it through a method"
                    )
                )
            }
        }
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        report(node.name, name: node.name.text, shape: "a struct")
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        report(node.name, name: node.name.text, shape: "an enum")
        return .visitChildren
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        report(node.name, name: node.name.text, shape: "an actor")
        return .visitChildren
    }

    private func report(_ token: TokenSyntax, name: String, shape: String) {
        guard name.hasSuffix("Controller") else { return }
        violations.append(
            Violation(
                path: file.path, line: file.line(of: token), rule: .controllerShape,
                message: "controller \(name) is \(shape)",
                fix: "declare it @Observable @MainActor final class \(name)"
            )
        )
    }

    private static func isSetOnlyInside(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains(.private) || modifiers.contains(.fileprivate)
            || modifiers.contains(.private, detail: "set") || modifiers.contains(.fileprivate, detail: "set")
    }
}
