// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Onboarding",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "OnboardingFeature", targets: ["OnboardingFeature"]),
        .executable(name: "OnboardingDemo", targets: ["OnboardingDemo"]),
    ],
    dependencies: [
        .package(path: "../../Domain/Models"),
        .package(path: "../../Domain/Services"),
        .package(path: "../../Domain/FeatureKit"),
        .package(path: "../../Core/Analytics"),
        .package(path: "../../Core/Design"),
        // The tests record each screen as a text snapshot.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .target(
            name: "OnboardingFeature",
            dependencies: [
                .product(name: "Models", package: "Models"),
                .product(name: "Services", package: "Services"),
                .product(name: "FeatureKit", package: "FeatureKit"),
                .product(name: "Analytics", package: "Analytics"),
                .product(name: "Design", package: "Design"),
            ]
        ),
        .executableTarget(
            name: "OnboardingDemo",
            dependencies: [
                "OnboardingFeature",
                .product(name: "FeatureKit", package: "FeatureKit"),
                .product(name: "Services", package: "Services"),
                .product(name: "ServicesTesting", package: "Services"),
                .product(name: "Analytics", package: "Analytics"),
                .product(name: "AnalyticsTesting", package: "Analytics"),
                .product(name: "Design", package: "Design"),
            ]
        ),
        .testTarget(
            name: "OnboardingFeatureTests",
            dependencies: [
                "OnboardingFeature",
                .product(name: "Models", package: "Models"),
                .product(name: "Services", package: "Services"),
                .product(name: "ServicesTesting", package: "Services"),
                .product(name: "FeatureKit", package: "FeatureKit"),
                .product(name: "Analytics", package: "Analytics"),
                .product(name: "AnalyticsTesting", package: "Analytics"),
                .product(name: "Design", package: "Design"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            // The recorded screens, read by the tests from the source tree.
            exclude: ["__Snapshots__"]
        ),
    ]
)
