// swift-tools-version: 6.1
import PackageDescription

/// The dev backend: an in-memory implementation of `docs/openapi.yaml`, served on a real loopback
/// HTTP server (SwiftNIO; over TLS given a `ConnectionSecurity`) or straight to a client as an
/// in-memory `HTTPTransport`; used in-process by tests and the app shell. Its TLS and the
/// standalone `dev-backend` executable are the package beside it, `DevBackendTLS`, so that nothing
/// here compiles BoringSSL.
let package = Package(
    name: "DevBackend",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "DevBackend", targets: ["DevBackend"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.3.0"),
        // The data file is a Storage versioned file: atomic writes, quarantine, one implementation.
        .package(path: "../../Packages/Core/Storage"),
        // The in-memory transport is an `HTTPTransport`, the protocol the app's client sends through.
        .package(path: "../../Packages/Core/Networking"),
        // Each request is a server span, in the caller's trace when its `traceparent` names one.
        .package(url: "https://github.com/apple/swift-distributed-tracing", from: "1.1.0"),
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
                .product(name: "Tracing", package: "swift-distributed-tracing"),
            ]
        ),
        .testTarget(
            name: "DevBackendTests",
            dependencies: [
                "DevBackend",
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "Networking", package: "Networking"),
                .product(name: "NetworkingNIO", package: "Networking"),
                .product(name: "NetworkingTesting", package: "Networking"),
                .product(name: "Storage", package: "Storage"),
                .product(name: "Tracing", package: "swift-distributed-tracing"),
                .product(name: "InMemoryTracing", package: "swift-distributed-tracing"),
            ]
        ),
    ]
)
