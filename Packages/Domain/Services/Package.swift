// swift-tools-version: 6.1
import PackageDescription

// The app's domain services: actors behind Sendable protocols that talk to the backend through
// Networking and return Models. The session file is written with Storage's atomic, versioned
// files. ServicesTesting holds in-memory fakes for feature tests and demos.
let package = Package(
    name: "Services",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "Services", targets: ["Services"]),
        .library(name: "ServicesTesting", targets: ["ServicesTesting"]),
    ],
    dependencies: [
        .package(path: "../Models"),
        .package(path: "../../Core/Networking"),
        .package(path: "../../Core/Storage"),
        .package(path: "../../../Tools/DevBackend"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-distributed-tracing", from: "1.1.0"),
    ],
    targets: [
        .target(
            name: "Services",
            dependencies: [
                .product(name: "Models", package: "Models"),
                .product(name: "Networking", package: "Networking"),
                .product(name: "Storage", package: "Storage"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Tracing", package: "swift-distributed-tracing"),
            ]
        ),
        .target(
            name: "ServicesTesting",
            dependencies: ["Services", .product(name: "Models", package: "Models")]
        ),
        .testTarget(
            name: "ServicesTests",
            dependencies: [
                "Services",
                "ServicesTesting",
                .product(name: "Models", package: "Models"),
                .product(name: "Networking", package: "Networking"),
                .product(name: "NetworkingTesting", package: "Networking"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "DevBackend", package: "DevBackend"),
                .product(name: "InMemoryTracing", package: "swift-distributed-tracing"),
            ]
        ),
    ]
)
