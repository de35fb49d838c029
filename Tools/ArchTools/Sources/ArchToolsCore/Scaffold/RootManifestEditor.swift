import SwiftParser
import SwiftSyntax

/// Adds a new feature package to the root `Package.swift`, editing the text so the rest of the
/// file stays as written: `.package(path:)` in the package's dependencies and the feature's
/// product in the `AppCore` target's, each on its own line after the features already listed.
enum RootManifestEditor {
    static func adding(_ feature: FeatureName, to manifest: String) throws -> String {
        let calls = ManifestCallCollector(tree: Parser.parse(source: manifest))
        guard let packages = calls.package.flatMap(dependencies(of:)) else {
            throw ArchToolsError(
                "Package.swift: cannot find the package's `dependencies: [ … ]` in `Package(…)`")
        }
        guard let appCore = calls.appCore.flatMap(dependencies(of:)) else {
            throw ArchToolsError("Package.swift: cannot find the `dependencies: [ … ]` of the AppCore target")
        }

        let packagePath = "Packages/Features/\(feature.name)"
        let productName = "\(feature.name)Feature"
        guard !packages.contains(where: { argument("path", of: $0) == packagePath }) else {
            throw ArchToolsError("Package.swift already depends on \(packagePath)")
        }
        guard !appCore.contains(where: { argument("name", of: $0) == productName }) else {
            throw ArchToolsError("Package.swift: AppCore already depends on \(productName)")
        }

        let isFeature = { (element: ArrayElementSyntax) in
            argument("path", of: element)?.hasPrefix("Packages/Features/") == true
        }
        let isLocal = { (element: ArrayElementSyntax) in
            argument("path", of: element)?.hasPrefix("Packages/") == true
        }
        guard let packageAnchor = packages.last(where: isFeature) ?? packages.last(where: isLocal) else {
            throw ArchToolsError(
                "Package.swift: no `.package(path: \"Packages/…\")` in the package's dependencies")
        }
        let isFeatureProduct = { (element: ArrayElementSyntax) in
            argument("name", of: element)?.hasSuffix("Feature") == true
        }
        guard let productAnchor = appCore.last(where: isFeatureProduct) ?? appCore.last else {
            throw ArchToolsError("Package.swift: the AppCore target's dependencies are empty")
        }

        let text = Array(manifest.utf8)
        let package = ".package(path: \"\(packagePath)\")"
        let product = ".product(name: \"\(productName)\", package: \"\(feature.name)\")"
        let edits =
            try insertion(of: package, after: packageAnchor, in: text)
            + insertion(of: product, after: productAnchor, in: text)
        return String(decoding: applying(edits, to: text), as: UTF8.self)
    }

    /// Text to insert at a UTF-8 offset of the manifest.
    private struct Edit {
        let offset: Int
        let text: String
    }

    /// `element` on a line of its own after `anchor`'s line, indented like it; `anchor` gets the
    /// comma it may lack. An anchor that shares its line with other code cannot be followed safely.
    private static func insertion(
        of element: String, after anchor: ArrayElementSyntax, in text: [UInt8]
    ) throws -> [Edit] {
        let newline = UInt8(ascii: "\n")
        let start = anchor.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = anchor.endPositionBeforeTrailingTrivia.utf8Offset
        let lineStart = text[..<start].lastIndex(of: newline).map { $0 + 1 } ?? 0
        let lineEnd = text[end...].firstIndex(of: newline) ?? text.count
        let indentation = text[lineStart..<start]
        let next = anchor.nextToken(viewMode: .sourceAccurate)?.positionAfterSkippingLeadingTrivia.utf8Offset
        guard indentation.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }),
            (next ?? text.count) > lineEnd
        else {
            throw ArchToolsError(
                "Package.swift: write each dependency on its own line, so a new one can be added after it")
        }
        let line = "\n" + String(decoding: indentation, as: UTF8.self) + element + ","
        let comma = anchor.trailingComma == nil ? [Edit(offset: end, text: ",")] : []
        return comma + [Edit(offset: lineEnd, text: line)]
    }

    /// `text` with `edits` made from the end back, so earlier offsets stay valid. Of two edits at
    /// one offset, the later one goes in first, so it ends up after the other.
    private static func applying(_ edits: [Edit], to text: [UInt8]) -> [UInt8] {
        let order = edits.indices.sorted { (edits[$0].offset, $0) > (edits[$1].offset, $1) }
        var edited = text
        for index in order {
            edited.insert(contentsOf: edits[index].text.utf8, at: edits[index].offset)
        }
        return edited
    }

    /// The elements of a call's `dependencies: [ … ]`.
    private static func dependencies(of call: FunctionCallExprSyntax) -> ArrayElementListSyntax? {
        call.arguments.first { $0.label?.text == "dependencies" }?.expression.as(ArrayExprSyntax.self)?
            .elements
    }

    /// The string literal passed as `label:` to the call that `element` is, if it is one.
    private static func argument(_ label: String, of element: ArrayElementSyntax) -> String? {
        element.expression.as(FunctionCallExprSyntax.self)?.arguments.first { $0.label?.text == label }?
            .expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }
}

/// The calls of a root manifest the editor changes: `Package(…)` and `.target(name: "AppCore", …)`.
private final class ManifestCallCollector: SyntaxVisitor {
    private(set) var package: FunctionCallExprSyntax?
    private(set) var appCore: FunctionCallExprSyntax?

    init(tree: SourceFileSyntax) {
        super.init(viewMode: .sourceAccurate)
        walk(tree)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if package == nil, node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Package"
        {
            package = node
        }
        if appCore == nil, isTarget(node), name(of: node) == "AppCore" {
            appCore = node
        }
        return .visitChildren
    }

    private func isTarget(_ call: FunctionCallExprSyntax) -> Bool {
        call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "target"
    }

    private func name(of call: FunctionCallExprSyntax) -> String? {
        call.arguments.first { $0.label?.text == "name" }?.expression.as(StringLiteralExprSyntax.self)?
            .representedLiteralValue
    }
}
