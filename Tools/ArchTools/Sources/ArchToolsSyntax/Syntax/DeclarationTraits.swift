import ArchToolsCore
import SwiftSyntax

extension AttributeListSyntax {
    /// Whether one of the attributes is `@name` (or `@Module.name`).
    func contains(attributeNamed name: String) -> Bool {
        contains { element in
            guard case .attribute(let attribute) = element else { return false }
            return attribute.isNamed(name)
        }
    }
}

extension AttributeSyntax {
    func isNamed(_ name: String) -> Bool {
        let written = attributeName.trimmedDescription
        return written == name || written.hasSuffix("." + name)
    }
}

extension DeclModifierListSyntax {
    /// Whether one of the modifiers is `keyword`, optionally with a detail such as `set` in `private(set)`.
    func contains(_ keyword: Keyword, detail: String? = nil) -> Bool {
        contains { modifier in
            modifier.name.tokenKind == .keyword(keyword) && modifier.detail?.detail.text == detail
        }
    }
}

extension PatternBindingSyntax {
    /// Whether the binding stores a value: no accessors, or only `willSet`/`didSet` observers.
    var isStored: Bool {
        switch accessorBlock?.accessors {
        case nil:
            return true
        case .getter:
            return false
        case .accessors(let accessors):
            return accessors.allSatisfy { accessor in
                [.keyword(.willSet), .keyword(.didSet)].contains(accessor.accessorSpecifier.tokenKind)
            }
        }
    }

    /// The bound name, for messages (`name` in `var name = ""`).
    var name: String {
        pattern.trimmedDescription
    }
}

extension VariableDeclSyntax {
    var isVar: Bool {
        bindingSpecifier.tokenKind == .keyword(.var)
    }

    var isStatic: Bool {
        modifiers.contains(.static) || modifiers.contains(.class)
    }
}

extension SyntaxProtocol {
    /// Whether the node is a declaration of the file itself, not inside a type or function
    /// (`#if` blocks at file level count as file level).
    var isAtFileLevel: Bool {
        var current = parent
        while let node = current {
            if node.is(SourceFileSyntax.self) {
                return true
            }
            guard
                node.is(CodeBlockItemSyntax.self) || node.is(CodeBlockItemListSyntax.self)
                    || node.is(IfConfigClauseSyntax.self) || node.is(IfConfigClauseListSyntax.self)
                    || node.is(IfConfigDeclSyntax.self)
            else { return false }
            current = node.parent
        }
        return false
    }
}
