// swift-tools-version: 6.1
import PackageDescription

/// TLS for the Linux transport on swift-nio-ssl (`NetworkingTLS`), and a loopback server that
/// speaks it for tests (`NetworkingTLSTesting`). A package of its own, beside Networking, so that
/// an app without https, and every build that does not ask for TLS, compiles no BoringSSL.
let package = Package(
    name: "NetworkingTLS",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "NetworkingTLS", targets: ["NetworkingTLS"]),
        .library(name: "NetworkingTLSTesting", targets: ["NetworkingTLSTesting"]),
    ],
    dependencies: [
        .package(path: "../Networking"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.3.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.0"),
    ],
    targets: [
        .target(
            name: "NetworkingTLS",
            dependencies: [
                .product(name: "Networking", package: "Networking"),
                .product(name: "NetworkingNIO", package: "Networking"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "NIOTLS", package: "swift-nio"),
            ]
        ),
        .target(
            name: "NetworkingTLSTesting",
            dependencies: [
                "NetworkingTLS",
                .product(name: "Networking", package: "Networking"),
                .product(name: "NetworkingNIO", package: "Networking"),
                .product(name: "NetworkingTesting", package: "Networking"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
            ]
        ),
        .testTarget(
            name: "NetworkingTLSTests",
            dependencies: [
                "NetworkingTLS", "NetworkingTLSTesting",
                .product(name: "Networking", package: "Networking"),
                .product(name: "NetworkingNIO", package: "Networking"),
                .product(name: "NetworkingTesting", package: "Networking"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]
        ),
    ]
)
