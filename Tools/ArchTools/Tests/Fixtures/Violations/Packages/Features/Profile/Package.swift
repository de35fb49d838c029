// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Profile",
    products: [
        .library(name: "ProfileFeature", targets: ["ProfileFeature"]),
    ],
    dependencies: [
        .package(path: "../Settings"),
        .package(path: "../../Domain/Services"),
    ],
    targets: [
        .target(
            name: "ProfileFeature",
            dependencies: [
                .product(name: "SettingsFeature", package: "Settings"),
                .product(name: "ServicesTesting", package: "Services"),
            ]
        ),
    ]
)
