// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Profile",
    products: [
        .library(name: "ProfileFeature", targets: ["ProfileFeature"]),
        .executable(name: "ProfileDemo", targets: ["ProfileDemo"]),
    ],
    dependencies: [
        .package(path: "../../Domain/Models"),
        .package(path: "../../Domain/Services"),
        .package(path: "../../Core/Analytics"),
    ],
    targets: [
        .target(
            name: "ProfileFeature",
            dependencies: [
                .product(name: "Models", package: "Models"),
                .product(name: "Services", package: "Services"),
                .product(name: "Analytics", package: "Analytics"),
            ]
        ),
        .executableTarget(
            name: "ProfileDemo",
            dependencies: [
                "ProfileFeature",
                .product(name: "Models", package: "Models"),
                .product(name: "ServicesTesting", package: "Services"),
            ]
        ),
        .testTarget(
            name: "ProfileFeatureTests",
            dependencies: ["ProfileFeature", .product(name: "ServicesTesting", package: "Services")]
        ),
    ]
)
