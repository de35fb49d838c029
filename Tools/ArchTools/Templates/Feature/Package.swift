// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "__NAME__",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "__NAME__Feature", targets: ["__NAME__Feature"]),
        .executable(name: "__NAME__Demo", targets: ["__NAME__Demo"]),
    ],
    dependencies: [
        .package(path: "../../Domain/Models"),
        .package(path: "../../Domain/Services"),
        .package(path: "../../Domain/FeatureKit"),
        .package(path: "../../Core/Analytics"),
        .package(path: "../../Core/Design"),
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
            ]
        ),
        .executableTarget(
            name: "__NAME__Demo",
            dependencies: [
                "__NAME__Feature",
                .product(name: "FeatureKit", package: "FeatureKit"),
                .product(name: "Services", package: "Services"),
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
                .product(name: "Models", package: "Models"),
                .product(name: "Services", package: "Services"),
                .product(name: "ServicesTesting", package: "Services"),
                .product(name: "FeatureKit", package: "FeatureKit"),
                .product(name: "Analytics", package: "Analytics"),
                .product(name: "AnalyticsTesting", package: "Analytics"),
                .product(name: "Design", package: "Design"),
            ]
        ),
    ]
)
