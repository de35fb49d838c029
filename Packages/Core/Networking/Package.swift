// swift-tools-version: 6.1
import PackageDescription

/// The HTTP boundary: typed endpoints and the client (`Networking`), one transport per platform
/// family (`NetworkingNIO` on Linux, `NetworkingURLSession` on Apple platforms; both build and are
/// tested everywhere), with `W3CInMemoryTracer`, a tracer whose spans cross the wire as W3C trace
/// context (`traceparent`); and test doubles with a scriptable, hostile loopback server and the
/// contract every live transport keeps (`NetworkingTesting`). TLS for the Linux transport is the
/// package beside this one, `NetworkingTLS`, so that nothing here compiles BoringSSL.
let package = Package(
    name: "Networking",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "Networking", targets: ["Networking"]),
        .library(name: "NetworkingNIO", targets: ["NetworkingNIO"]),
        .library(name: "NetworkingURLSession", targets: ["NetworkingURLSession"]),
        .library(name: "NetworkingTesting", targets: ["NetworkingTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-http-types", from: "1.3.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
        .package(url: "https://github.com/apple/swift-distributed-tracing", from: "1.1.0"),
        // The W3C trace context format: the IDs, and `traceparent`/`tracestate` parsed and written.
        .package(url: "https://github.com/swift-otel/swift-w3c-trace-context", from: "1.0.0"),
    ],
    targets: [
        .target(
            name: "Networking",
            dependencies: [
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Tracing", package: "swift-distributed-tracing"),
                .product(name: "InMemoryTracing", package: "swift-distributed-tracing"),
                .product(name: "W3CTraceContext", package: "swift-w3c-trace-context"),
            ]
        ),
        .target(
            name: "NetworkingNIO",
            dependencies: [
                "Networking",
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOTLS", package: "swift-nio"),
            ]
        ),
        .target(
            name: "NetworkingURLSession",
            dependencies: ["Networking", .product(name: "HTTPTypes", package: "swift-http-types")]
        ),
        .target(
            name: "NetworkingTesting",
            dependencies: [
                "Networking",
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ]
        ),
        .testTarget(
            name: "NetworkingTests",
            dependencies: [
                "Networking", "NetworkingNIO", "NetworkingURLSession", "NetworkingTesting",
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Tracing", package: "swift-distributed-tracing"),
                .product(name: "InMemoryTracing", package: "swift-distributed-tracing"),
            ]
        ),
    ]
)
