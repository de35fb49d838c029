// swift-tools-version: 6.1
import PackageDescription

/// Architecture tooling: the module-boundary checker, the diagram generator, the module report and
/// the feature scaffolder.
/// The logic lives in `ArchTools`; each executable only parses its arguments and prints.
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
        .target(
            name: "ArchTools",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                argumentParser,
            ]
        ),
        .executableTarget(name: "arch-check", dependencies: ["ArchTools", argumentParser]),
        .executableTarget(name: "diagrams", dependencies: ["ArchTools", argumentParser]),
        .executableTarget(name: "module-report", dependencies: ["ArchTools", argumentParser]),
        .executableTarget(name: "new-feature", dependencies: ["ArchTools", argumentParser]),
        .testTarget(name: "ArchToolsTests", dependencies: ["ArchTools"], exclude: []),
    ]
)

var argumentParser: Target.Dependency {
    .product(name: "ArgumentParser", package: "swift-argument-parser")
}
