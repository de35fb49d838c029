// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Services",
    products: [
        .library(name: "Services", targets: ["Services"]),
        .library(name: "ServicesTesting", targets: ["ServicesTesting"]),
    ],
    dependencies: [
        .package(path: "../Models"),
        .package(path: "../../Features/Settings"),
    ],
    targets: [
        .target(
            name: "Services",
            dependencies: [
                .product(name: "Models", package: "Models"),
                .product(name: "SettingsFeature", package: "Settings"),
                "ServicesTesting",
            ]
        ),
        .target(name: "ServicesTesting", dependencies: [.product(name: "Models", package: "Models")]),
    ]
)
