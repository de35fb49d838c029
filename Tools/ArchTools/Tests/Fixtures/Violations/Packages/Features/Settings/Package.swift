// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Settings",
    products: [
        .library(name: "SettingsFeature", targets: ["SettingsFeature"]),
    ],
    targets: [
        .target(name: "SettingsFeature"),
    ]
)
