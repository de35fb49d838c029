// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "FeatureKit",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "FeatureKit", targets: ["FeatureKit"]),
    ],
    dependencies: [
        .package(path: "../Models"),
        .package(path: "../../Core/Design"),
    ],
    targets: [
        .target(
            name: "FeatureKit",
            dependencies: [
                .product(name: "Models", package: "Models"),
                .product(name: "Design", package: "Design"),
            ]
        ),
        .testTarget(
            name: "FeatureKitTests",
            dependencies: [
                "FeatureKit",
                .product(name: "Models", package: "Models"),
                .product(name: "Design", package: "Design"),
            ]
        ),
    ]
)
