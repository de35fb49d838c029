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
        .package(url: "https://github.com/apple/swift-http-types", from: "1.3.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // The hostile server of the boundary figures is NetworkingTesting's loopback server; the
        // TLS figures time the Linux transport (NetworkingNIO) against it.
        .target(
            name: "BenchKit",
            dependencies: [
                .product(name: "Networking", package: "Networking"),
                .product(name: "NetworkingNIO", package: "Networking"),
                .product(name: "NetworkingTLS", package: "Networking"),
                .product(name: "NetworkingTesting", package: "Networking"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]),
        .executableTarget(
            name: "bench",
            dependencies: ["BenchKit", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .testTarget(name: "BenchKitTests", dependencies: ["BenchKit"]),
    ]
)
