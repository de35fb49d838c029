// swift-tools-version: 6.1
import PackageDescription

/// `Tools/bench`: runs the release `app-shell`, the network boundary's hostile server and the
/// in-process harness in `Tools/Benchmarks`, and writes docs/benchmarks.md. It is kept apart from
/// the harness so that its own tests build light, with the rest of `Tools/test-all`.
let package = Package(
    name: "BenchKit",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(path: "../../Packages/Core/Networking"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // The hostile server of the boundary figures is NetworkingTesting's loopback server.
        .target(name: "BenchKit", dependencies: [.product(name: "NetworkingTesting", package: "Networking")]),
        .executableTarget(
            name: "bench",
            dependencies: ["BenchKit", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .testTarget(name: "BenchKitTests", dependencies: ["BenchKit"]),
    ]
)
