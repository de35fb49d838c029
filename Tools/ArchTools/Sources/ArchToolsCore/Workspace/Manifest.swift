/// The part of `swift package dump-package`'s JSON the tools read.
package struct Manifest: Decodable, Sendable {
    package let name: String
    package let products: [Product]
    package let dependencies: [PackageDependency]
    package let targets: [Target]

    package struct Product: Decodable, Sendable {
        package let name: String
        package let targets: [String]
        package let isExecutable: Bool

        private enum CodingKeys: String, CodingKey {
            case name, targets, type
        }

        private enum ProductType: String, CodingKey {
            case executable
        }

        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            targets = try container.decode([String].self, forKey: .targets)
            let type = try container.nestedContainer(keyedBy: ProductType.self, forKey: .type)
            isExecutable = type.contains(.executable)
        }
    }

    /// A `.package(…)` line: its identity, and the folder it points at for `.package(path:)`.
    package struct PackageDependency: Decodable, Sendable {
        package let identity: String
        package let path: String?

        private enum Kind: String, CodingKey {
            case fileSystem, sourceControl, registry
        }

        private struct Details: Decodable {
            let identity: String
            let path: String?
        }

        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Kind.self)
            guard let kind = container.allKeys.first else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: decoder.codingPath, debugDescription: "an empty package dependency")
                )
            }
            var list = try container.nestedUnkeyedContainer(forKey: kind)
            let details = try list.decode(Details.self)
            identity = details.identity
            path = details.path
        }
    }

    package struct Target: Decodable, Sendable {
        package let name: String
        package let type: String
        package let path: String?
        package let sources: [String]?
        package let exclude: [String]
        package let dependencies: [TargetDependency]
    }

    /// One entry of a target's `dependencies:`.
    package enum TargetDependency: Decodable, Sendable {
        /// `"Name"`: a target of the same package, or a product named like its package.
        case byName(String)
        /// `.target(name:)`.
        case target(String)
        /// `.product(name:package:)`.
        case product(name: String, package: String?)

        private enum Kind: String, CodingKey {
            case byName, target, product
        }

        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Kind.self)
            guard let kind = container.allKeys.first else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: decoder.codingPath, debugDescription: "an empty target dependency")
                )
            }
            var fields = try container.nestedUnkeyedContainer(forKey: kind)
            let name = try fields.decode(String.self)
            switch kind {
            case .byName: self = .byName(name)
            case .target: self = .target(name)
            case .product: self = .product(name: name, package: try fields.decodeIfPresent(String.self))
            }
        }

        /// The name as written in the manifest.
        package var name: String {
            switch self {
            case .byName(let name), .target(let name), .product(let name, _): name
            }
        }
    }
}
