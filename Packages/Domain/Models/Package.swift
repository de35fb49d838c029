// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Models",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "Models", targets: ["Models"]),
    ],
    targets: [
        .target(name: "Models"),
        .testTarget(name: "ModelsTests", dependencies: ["Models"]),
    ]
)
