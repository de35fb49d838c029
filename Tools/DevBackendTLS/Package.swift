// swift-tools-version: 6.1
import PackageDescription

/// The dev backend standalone: TLS for its server on swift-nio-ssl (`DevBackendTLS`) and the
/// `dev-backend` executable, plain or over TLS. A package of its own, beside DevBackend, so that
/// the app shell's embedded backend and every build that does not ask for TLS compile no BoringSSL.
let package = Package(
    name: "DevBackendTLS",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "DevBackendTLS", targets: ["DevBackendTLS"]),
        .executable(name: "dev-backend", targets: ["dev-backend"]),
    ],
    dependencies: [
        .package(path: "../DevBackend"),
        .package(path: "../../Packages/Core/Networking"),
        .package(path: "../../Packages/Core/NetworkingTLS"),
        // `dev-backend` writes its lines through Design's terminal-safe text, as `app-shell` does.
        .package(path: "../../Packages/Core/Design"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.3.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "DevBackendTLS",
            dependencies: [
                .product(name: "DevBackend", package: "DevBackend"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
            ]
        ),
        .executableTarget(
            name: "dev-backend",
            dependencies: [
                "DevBackendTLS",
                .product(name: "DevBackend", package: "DevBackend"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Design", package: "Design"),
            ]
        ),
        .testTarget(
            name: "DevBackendTLSTests",
            dependencies: [
                "DevBackendTLS",
                .product(name: "DevBackend", package: "DevBackend"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NetworkingTesting", package: "Networking"),
                .product(name: "NetworkingTLSTesting", package: "NetworkingTLS"),
            ]
        ),
    ]
)
