// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Profile",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "ProfileFeature", targets: ["ProfileFeature"]),
        .executable(name: "ProfileDemo", targets: ["ProfileDemo"]),
    ],
    dependencies: [
        .package(path: "../../Domain/Models"),
        .package(path: "../../Domain/Services"),
        .package(path: "../../Domain/FeatureKit"),
        .package(path: "../../Core/Analytics"),
        .package(path: "../../Core/Design"),
        .package(path: "../../Core/Networking"),
        .package(url: "https://github.com/apple/swift-distributed-tracing", from: "1.1.0"),
        // The tests record each screen as a text snapshot.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .target(
            name: "ProfileFeature",
            dependencies: [
                .product(name: "Models", package: "Models"),
                .product(name: "Services", package: "Services"),
                .product(name: "FeatureKit", package: "FeatureKit"),
                .product(name: "Analytics", package: "Analytics"),
                .product(name: "Design", package: "Design"),
            ]
        ),
        .executableTarget(
            name: "ProfileDemo",
            dependencies: [
                "ProfileFeature",
                .product(name: "FeatureKit", package: "FeatureKit"),
                .product(name: "Models", package: "Models"),
                .product(name: "Services", package: "Services"),
                .product(name: "ServicesTesting", package: "Services"),
                .product(name: "Analytics", package: "Analytics"),
                .product(name: "AnalyticsTesting", package: "Analytics"),
                .product(name: "Design", package: "Design"),
            ]
        ),
        .testTarget(
            name: "ProfileFeatureTests",
            dependencies: [
                "ProfileFeature",
                .product(name: "Models", package: "Models"),
                .product(name: "Services", package: "Services"),
                .product(name: "ServicesTesting", package: "Services"),
                .product(name: "FeatureKit", package: "FeatureKit"),
                .product(name: "Analytics", package: "Analytics"),
                .product(name: "AnalyticsTesting", package: "Analytics"),
                .product(name: "Design", package: "Design"),
                .product(name: "Networking", package: "Networking"),
                .product(name: "Tracing", package: "swift-distributed-tracing"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            // The recorded screens, read by the tests from the source tree.
            exclude: ["__Snapshots__"]
        ),
    ]
)
