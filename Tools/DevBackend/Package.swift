// swift-tools-version: 6.1
import PackageDescription

/// The dev backend: an in-memory implementation of `docs/openapi.yaml`, served on a real loopback
/// HTTP server (SwiftNIO, plain or over TLS) or straight to a client as an in-memory
/// `HTTPTransport`; used in-process by tests and the app shell, and standalone as `dev-backend`.
let package = Package(
    name: "DevBackend",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "DevBackend", targets: ["DevBackend"]),
        .library(name: "DevBackendTLS", targets: ["DevBackendTLS"]),
        .executable(name: "dev-backend", targets: ["dev-backend"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.3.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // The data file is a Storage versioned file: atomic writes, quarantine, one implementation.
        .package(path: "../../Packages/Core/Storage"),
        // The in-memory transport is an `HTTPTransport`, the protocol the app's client sends through.
        .package(path: "../../Packages/Core/Networking"),
        // `dev-backend` writes its lines through Design's terminal-safe text, as `app-shell` does.
        .package(path: "../../Packages/Core/Design"),
    ],
    targets: [
        .target(
            name: "DevBackend",
            dependencies: [
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Networking", package: "Networking"),
                .product(name: "Storage", package: "Storage"),
            ]
        ),
        // TLS apart, so that the app shell's embedded backend builds without BoringSSL.
        .target(
            name: "DevBackendTLS",
            dependencies: [
                "DevBackend",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
            ]
        ),
        .executableTarget(
            name: "dev-backend",
            dependencies: [
                "DevBackend", "DevBackendTLS",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Design", package: "Design"),
            ]
        ),
        .testTarget(
            name: "DevBackendTests",
            dependencies: [
                "DevBackend", "DevBackendTLS",
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "Networking", package: "Networking"),
                .product(name: "NetworkingNIO", package: "Networking"),
                .product(name: "NetworkingTLS", package: "Networking"),
                .product(name: "NetworkingTesting", package: "Networking"),
                .product(name: "Storage", package: "Storage"),
            ]
        ),
    ]
)
