// swift-tools-version: 6.1
import PackageDescription

// What a feature and the app agree on: a feature's registration, its routes, intents and outputs,
// and what the app offers every feature to build its own services on (the session's HTTP client,
// storage of its own, analytics, the clock, the tracer and the session's user).
let package = Package(
    name: "FeatureKit",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "FeatureKit", targets: ["FeatureKit"]),
    ],
    dependencies: [
        .package(path: "../Models"),
        .package(path: "../../Core/Design"),
        .package(path: "../../Core/Networking"),
        .package(path: "../../Core/Analytics"),
        .package(path: "../../Core/Storage"),
        .package(url: "https://github.com/apple/swift-distributed-tracing", from: "1.1.0"),
    ],
    targets: [
        .target(
            name: "FeatureKit",
            dependencies: [
                .product(name: "Models", package: "Models"),
                .product(name: "Design", package: "Design"),
                .product(name: "Networking", package: "Networking"),
                .product(name: "Analytics", package: "Analytics"),
                .product(name: "Storage", package: "Storage"),
                .product(name: "Tracing", package: "swift-distributed-tracing"),
            ]
        ),
        .testTarget(
            name: "FeatureKitTests",
            dependencies: [
                "FeatureKit",
                .product(name: "Models", package: "Models"),
                .product(name: "Design", package: "Design"),
                .product(name: "Networking", package: "Networking"),
                .product(name: "Analytics", package: "Analytics"),
                .product(name: "Storage", package: "Storage"),
                .product(name: "Tracing", package: "swift-distributed-tracing"),
            ]
        ),
    ]
)
