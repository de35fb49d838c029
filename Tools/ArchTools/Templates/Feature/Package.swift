// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "__NAME__",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "__NAME__Feature", targets: ["__NAME__Feature"]),
        .library(
            name: "__NAME__FeatureTesting",
            targets: ["__NAME__FeatureTesting"]
        ),
        .executable(name: "__NAME__Demo", targets: ["__NAME__Demo"]),
    ],
    dependencies: [
        .package(path: "../../Domain/Models"),
        .package(path: "../../Domain/Services"),
        .package(path: "../../Domain/FeatureKit"),
        .package(path: "../../Core/Analytics"),
        .package(path: "../../Core/Design"),
        .package(path: "../../Core/Networking"),
        // The live service's tests read the dev backend's sample collection, in memory.
        .package(path: "../../../Tools/DevBackend"),
        .package(url: "https://github.com/apple/swift-distributed-tracing", from: "1.1.0"),
    ],
    targets: [
        .target(
            name: "__NAME__Feature",
            dependencies: [
                .product(name: "Models", package: "Models"),
                .product(name: "Services", package: "Services"),
                .product(name: "FeatureKit", package: "FeatureKit"),
                .product(name: "Analytics", package: "Analytics"),
                .product(name: "Design", package: "Design"),
                .product(name: "Networking", package: "Networking"),
                .product(name: "Tracing", package: "swift-distributed-tracing"),
            ]
        ),
        .target(
            name: "__NAME__FeatureTesting",
            dependencies: [
                "__NAME__Feature",
                .product(name: "Models", package: "Models"),
                .product(name: "Services", package: "Services"),
                .product(name: "ServicesTesting", package: "Services"),
            ]
        ),
        .executableTarget(
            name: "__NAME__Demo",
            dependencies: [
                "__NAME__Feature",
                "__NAME__FeatureTesting",
                .product(name: "FeatureKit", package: "FeatureKit"),
                .product(name: "Models", package: "Models"),
                .product(name: "ServicesTesting", package: "Services"),
                .product(name: "Analytics", package: "Analytics"),
                .product(name: "AnalyticsTesting", package: "Analytics"),
                .product(name: "Design", package: "Design"),
            ]
        ),
        .testTarget(
            name: "__NAME__FeatureTests",
            dependencies: [
                "__NAME__Feature",
                "__NAME__FeatureTesting",
                .product(name: "Models", package: "Models"),
                .product(name: "Services", package: "Services"),
                .product(name: "ServicesTesting", package: "Services"),
                .product(name: "FeatureKit", package: "FeatureKit"),
                .product(name: "Analytics", package: "Analytics"),
                .product(name: "AnalyticsTesting", package: "Analytics"),
                .product(name: "Design", package: "Design"),
                .product(name: "Networking", package: "Networking"),
                .product(name: "DevBackend", package: "DevBackend"),
                .product(name: "Tracing", package: "swift-distributed-tracing"),
            ]
        ),
    ]
)
