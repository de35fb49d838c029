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
        // A deliberate exception to "Core imports nothing of ours" (docs/conventions.md):
        // the outbox uploads through the app's single HTTP client, so it shares its retries,
        // time limits and error taxonomy instead of growing a second networking stack.
        .package(path: "../Networking"),
        // The other deliberate Core → Core edge (docs/conventions.md): the outbox's files are
        // written, flushed and quarantined by Storage, the leaf every file writer shares.
        .package(path: "../Storage"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.0"),
    ],
    targets: [
        .target(
            name: "Analytics",
            dependencies: [
                .product(name: "Networking", package: "Networking"),
                .product(name: "Storage", package: "Storage"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(name: "AnalyticsTesting", dependencies: ["Analytics"]),
        // A process the kill test starts, fills and kills with SIGKILL.
        .executableTarget(
            name: "AnalyticsKillFixture",
            dependencies: [
                "Analytics",
                .product(name: "Networking", package: "Networking"),
                .product(name: "NetworkingNIO", package: "Networking"),
            ],
            path: "Tests/AnalyticsKillFixture"
        ),
        .testTarget(
            name: "AnalyticsTests",
            dependencies: [
                "Analytics",
                "AnalyticsTesting",
                "AnalyticsKillFixture",
                .product(name: "Networking", package: "Networking"),
                .product(name: "NetworkingNIO", package: "Networking"),
                .product(name: "NetworkingTesting", package: "Networking"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
    ]
)
