// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Analytics",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "Analytics", targets: ["Analytics"]),
        .library(name: "AnalyticsTesting", targets: ["AnalyticsTesting"]),
    ],
    dependencies: [
        .package(path: "../Networking"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
    ],
    targets: [
        .target(
            name: "Analytics",
            dependencies: [
                .product(name: "Networking", package: "Networking"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(name: "AnalyticsTesting", dependencies: ["Analytics"]),
        .testTarget(
            name: "AnalyticsTests",
            dependencies: [
                "Analytics",
                "AnalyticsTesting",
                .product(name: "NetworkingTesting", package: "Networking"),
            ]
        ),
    ]
)
