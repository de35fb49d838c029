// swift-tools-version: 6.1
import Foundation
import PackageDescription

/// `Tools/bench`: runs the release `app-shell`, the network boundary's hostile server, the
/// in-process benchmarks (`InProcessBenchmarks`: directly for `--quick`, through the harness in
/// `Tools/Benchmarks` for the full run) and writes docs/benchmarks.md. It is kept apart from the
/// harness so that it builds light, with the rest of `Tools/test-all`: its graph holds the app, not
/// the harness or the containers the composition is compared with.

/// SwiftPM names a path dependency after its folder, and a clone may name the repo's folder anything.
let repoFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "BenchKit",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "InProcessBenchmarks", targets: ["InProcessBenchmarks"]),
    ],
    // The app's trait, passed on: where the tests build with every trait on (Tools/test-all), the
    // app compiled for the benchmarks is the one the tests compiled, not a second one without TLS.
    traits: [.trait(name: "TLS", description: "Build the app with its TLS trait.")],
    dependencies: [
        .package(path: "../..", traits: [.trait(name: "TLS", condition: .when(traits: ["TLS"]))]),
        .package(path: "../../Packages/Core/Analytics"),
        .package(path: "../../Packages/Core/Networking"),
        .package(path: "../../Packages/Core/NetworkingTLS"),
        .package(path: "../../Packages/Domain/Models"),
        .package(path: "../../Packages/Domain/FeatureKit"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.3.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
    ],
    targets: [
        // The hostile server of the boundary figures is NetworkingTesting's loopback server; the
        // TLS figures time the Linux transport (NetworkingNIO) against it.
        .target(
            name: "BenchKit",
            dependencies: [
                "InProcessBenchmarks",
                .product(name: "Networking", package: "Networking"),
                .product(name: "NetworkingNIO", package: "Networking"),
                .product(name: "NetworkingTLS", package: "NetworkingTLS"),
                .product(name: "NetworkingTLSTesting", package: "NetworkingTLS"),
                .product(name: "NetworkingTesting", package: "Networking"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]),
        .target(
            name: "InProcessBenchmarks",
            dependencies: [
                .product(name: "AppCore", package: repoFolder),
                .product(name: "Analytics", package: "Analytics"),
                .product(name: "Models", package: "Models"),
                .product(name: "FeatureKit", package: "FeatureKit"),
                .product(name: "Logging", package: "swift-log"),
            ]),
        .executableTarget(
            name: "bench",
            dependencies: ["BenchKit", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .testTarget(name: "BenchKitTests", dependencies: ["BenchKit", "InProcessBenchmarks"]),
    ]
)
