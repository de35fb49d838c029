// swift-tools-version: 6.1
import PackageDescription

/// The dev backend: an in-memory implementation of `docs/openapi.yaml` on a real loopback HTTP
/// server, used in-process by tests and the app shell, and standalone as `dev-backend`.
let package = Package(
    name: "DevBackend",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "DevBackend", targets: ["DevBackend"]),
        .executable(name: "dev-backend", targets: ["dev-backend"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // The data file is a Storage versioned file: atomic writes, quarantine, one implementation.
        .package(path: "../../Packages/Core/Storage"),
    ],
    targets: [
        .target(
            name: "DevBackend",
            dependencies: [
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
                .product(name: "Storage", package: "Storage"),
            ]
        ),
        .executableTarget(
            name: "dev-backend",
            dependencies: [
                "DevBackend",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "DevBackendTests", dependencies: ["DevBackend"]),
    ]
)
