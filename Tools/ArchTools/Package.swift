// swift-tools-version: 6.1
import PackageDescription

/// Architecture tooling: the module-boundary checker, the diagram generator, the module report and
/// the feature scaffolder. `ArchToolsCore` reads manifests and writes files without swift-syntax,
/// so `diagrams` and `new-feature` build in seconds; `ArchToolsSyntax` holds what parses Swift.
let package = Package(
    name: "ArchTools",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "arch-check", targets: ["arch-check"]),
        .executable(name: "diagrams", targets: ["diagrams"]),
        .executable(name: "module-report", targets: ["module-report"]),
        .executable(name: "new-feature", targets: ["new-feature"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .target(name: "ArchToolsCore", dependencies: [argumentParser]),
        .target(
            name: "ArchToolsSyntax",
            dependencies: [
                "ArchToolsCore",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .executableTarget(
            name: "arch-check", dependencies: ["ArchToolsCore", "ArchToolsSyntax", argumentParser]),
        .executableTarget(name: "diagrams", dependencies: ["ArchToolsCore", argumentParser]),
        .executableTarget(
            name: "module-report", dependencies: ["ArchToolsCore", "ArchToolsSyntax", argumentParser]),
        .executableTarget(name: "new-feature", dependencies: ["ArchToolsCore", argumentParser]),
        .testTarget(name: "ArchToolsTests", dependencies: ["ArchToolsCore", "ArchToolsSyntax"]),
    ]
)

var argumentParser: Target.Dependency {
    .product(name: "ArgumentParser", package: "swift-argument-parser")
}
