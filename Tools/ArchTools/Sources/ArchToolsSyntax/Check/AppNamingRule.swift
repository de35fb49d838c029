import ArchToolsCore
import SwiftSyntax

/// Only the composition root names a feature under `App/`: no other app file imports a feature
/// module, names one of its types (`ProfileRoute`, `ProfileOutput`), or spells its name as a
/// string (`"profile"`); the app builds everything from the registrations the root lists.
enum AppNamingRule {
    /// The files that may name features: the composition root, and the demo's narrated script.
    static let exemptFiles: Set<String> = ["AppFeatures.swift", "DemoScript.swift"]
    /// What a feature's public types are called after its name (`Profile` + `Route`).
    static let typeSuffixes = [
        "Feature", "FeatureAPI", "FeatureFactory", "FeatureDependencies", "FeatureRegistration", "Route", "Intent",
        "Commands", "Output",
    ]

    /// The features of `workspace`, by the name their package and types start with (`Profile`).
    static func features(of workspace: Workspace) -> [String] {
        workspace.modules.filter { $0.layer == .features && $0.kind == .library && $0.name.hasSuffix("Feature") }
            .map { String($0.name.dropLast("Feature".count)) }
    }

    static func applies(to module: Module) -> Bool {
        module.layer == .app && (module.kind == .library || module.kind == .executable)
    }

    static func violations(in file: ParsedSourceFile, features: [String]) -> [Violation] {
        guard let name = file.path.split(separator: "/").last, !exemptFiles.contains(String(name)) else { return [] }
        return AppNamingScan(file: file, features: features).violations
    }
}

private final class AppNamingScan: SyntaxVisitor {
    let file: ParsedSourceFile
    private let typeNames: [String: String]
    private let slugs: [String: String]
    private(set) var violations: [Violation] = []

    init(file: ParsedSourceFile, features: [String]) {
        self.file = file
        var typeNames: [String: String] = [:]
        var slugs: [String: String] = [:]
        for feature in features {
            for suffix in AppNamingRule.typeSuffixes {
                typeNames[feature + suffix] = feature
            }
            if let slug = try? FeatureName(feature).slug {
                slugs[slug] = feature
            }
        }
        self.typeNames = typeNames
        self.slugs = slugs
        super.init(viewMode: .sourceAccurate)
        walk(file.tree)
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if case .identifier(let text) = token.tokenKind, let feature = typeNames[text] {
            add(token, "names \(text), a type of the \(feature) feature")
        }
        return .visitChildren
    }

    override func visit(_ node: StringSegmentSyntax) -> SyntaxVisitorContinueKind {
        if let feature = slugs[node.content.text.lowercased()] {
            add(node, "spells \"\(node.content.text)\", the \(feature) feature's name, as a string")
        }
        return .skipChildren
    }

    private func add(_ node: some SyntaxProtocol, _ message: String) {
        violations.append(
            Violation(
                path: file.path, line: file.line(of: node), rule: .appNamesFeature, message: message,
                fix: "list the feature only in AppFeatures.swift and build what the app needs from its registration"))
    }
}
