import ArchToolsCore
import SwiftSyntax

/// Services are actors or structs, never classes, and Services has no `@MainActor` at all.
///
/// A service is a type of the Services module whose name ends in `Service` or `Store`, or that
/// conforms (in its declaration or an extension) to a protocol declared in Services.
enum ServiceRule {
    /// Whether `module` is one the rule reads: a library of the Services package (another Domain
    /// package, such as FeatureKit, holds no services).
    static func applies(to module: Module) -> Bool {
        module.layer == .services && module.kind == .library && module.packagePath.hasSuffix("/Services")
    }

    static func violations(in files: [ParsedSourceFile]) -> [Violation] {
        let scans = files.map(ServiceScan.init(file:))
        let protocols = Set(scans.flatMap(\.protocolNames))
        let conformances = Dictionary(scans.flatMap(\.extensionConformances), uniquingKeysWith: +)
        return scans.flatMap { scan in
            let classes = scan.classes.compactMap { found -> Violation? in
                let inherited = found.inherited + (conformances[found.name] ?? [])
                guard
                    found.name.hasSuffix("Service") || found.name.hasSuffix("Store")
                        || inherited.contains(where: protocols.contains)
                else { return nil }
                return Violation(
                    path: scan.file.path, line: found.line, rule: .serviceClass,
                    message: "service \(found.name) is a class",
                    fix: "make it an actor (async work) or a struct (pure work) behind its Sendable protocol"
                )
            }
            let mainActors = scan.mainActorLines.map { line in
                Violation(
                    path: scan.file.path, line: line, rule: .serviceMainActor,
                    message: "@MainActor in Services: services run off the main actor",
                    fix: "remove @MainActor; controllers call services and stay on the main actor themselves"
                )
            }
            return classes + mainActors
        }
    }
}

/// What one Services file declares that the rule needs.
private final class ServiceScan: SyntaxVisitor {
    struct ClassDeclaration {
        let name: String
        let inherited: [String]
        let line: Int
    }

    let file: ParsedSourceFile
    private(set) var protocolNames: [String] = []
    private(set) var extensionConformances: [(String, [String])] = []
    private(set) var classes: [ClassDeclaration] = []
    private(set) var mainActorLines: [Int] = []

    init(file: ParsedSourceFile) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
        walk(file.tree)
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        protocolNames.append(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        extensionConformances.append(
            (node.extendedType.trimmedDescription, Self.names(in: node.inheritanceClause)))
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        classes.append(
            ClassDeclaration(
                name: node.name.text, inherited: Self.names(in: node.inheritanceClause),
                line: file.line(of: node.name)
            )
        )
        return .visitChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if node.isNamed("MainActor") {
            mainActorLines.append(file.line(of: node))
        }
        return .visitChildren
    }

    private static func names(in clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    }
}
