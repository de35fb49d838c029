// swift-tools-version: 6.1
import PackageDescription

/// The app: composition (`AppCore`), the headless shell (`AppShell`) and its executable.
/// Every module below the app lives in its own package under `Packages/`.
let package = Package(
    name: "ModularApp",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .executable(name: "app-shell", targets: ["app-shell"]),
        .library(name: "AppCore", targets: ["AppCore"]),
    ],
    // Off by default: BoringSSL would put the README's first command past two minutes of clean
    // build on two cores (docs/benchmarks.md). `swift build --traits TLS` turns it on.
    traits: [
        .trait(
            name: "TLS",
            description: "https on Linux: the transport gets TLS from swift-nio-ssl (the NetworkingTLS package).")
    ],
    dependencies: [
        .package(path: "Packages/Core/Storage"),
        .package(path: "Packages/Core/Networking"),
        .package(path: "Packages/Core/NetworkingTLS"),
        .package(path: "Packages/Core/Analytics"),
        .package(path: "Packages/Core/Design"),
        .package(path: "Packages/Core/LineEditor"),
        .package(path: "Packages/Domain/Models"),
        .package(path: "Packages/Domain/Services"),
        .package(path: "Packages/Domain/FeatureKit"),
        .package(path: "Packages/Features/Profile"),
        .package(path: "Packages/Features/Settings"),
        .package(path: "Packages/Features/Onboarding"),
        .package(path: "Tools/DevBackend"),
        .package(path: "Tools/DevBackendTLS"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-distributed-tracing", from: "1.1.0"),
        .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.0.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // For AppCoreTests only: the app-level screens as recorded text snapshots.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .target(
            name: "AppCore",
            dependencies: [
                .product(name: "Networking", package: "Networking"),
                // One live transport per platform family: SwiftNIO on Linux, URLSession on Apple's.
                .product(name: "NetworkingNIO", package: "Networking", condition: .when(platforms: [.linux])),
                .product(
                    name: "NetworkingTLS", package: "NetworkingTLS",
                    condition: .when(platforms: [.linux], traits: ["TLS"])),
                .product(
                    name: "NetworkingURLSession", package: "Networking",
                    condition: .when(platforms: [.macOS, .iOS])),
                .product(name: "Analytics", package: "Analytics"),
                .product(name: "Design", package: "Design"),
                .product(name: "Models", package: "Models"),
                .product(name: "Services", package: "Services"),
                .product(name: "FeatureKit", package: "FeatureKit"),
                .product(name: "ProfileFeature", package: "Profile"),
                .product(name: "SettingsFeature", package: "Settings"),
                .product(name: "OnboardingFeature", package: "Onboarding"),
                .product(name: "Storage", package: "Storage"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Tracing", package: "swift-distributed-tracing"),
            ],
            path: "App/Sources/AppCore"
        ),
        .target(
            name: "AppShell",
            dependencies: [
                "AppCore",
                .product(name: "Analytics", package: "Analytics"),
                .product(name: "Design", package: "Design"),
                .product(name: "FeatureKit", package: "FeatureKit"),
                .product(name: "Models", package: "Models"),
                .product(name: "Networking", package: "Networking"),
                .product(name: "Storage", package: "Storage"),
                .product(name: "DevBackend", package: "DevBackend"),
                .product(name: "LineEditor", package: "LineEditor"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Clocks", package: "swift-clocks"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Tracing", package: "swift-distributed-tracing"),
                .product(name: "InMemoryTracing", package: "swift-distributed-tracing"),
            ],
            path: "App/Sources/AppShell"
        ),
        .executableTarget(
            name: "app-shell",
            dependencies: ["AppShell", .product(name: "Logging", package: "swift-log")],
            path: "App/Sources/app-shell"
        ),
        .executableTarget(
            name: "app-state-table", dependencies: ["AppCore"], path: "App/Sources/app-state-table"),
        // What the app-level test targets share: a log capture, scratch directories, a seeded
        // random number generator, the features' intents as the tests spell them, and the app
        // composed on fakes (its features built on them).
        .target(
            name: "AppTesting",
            dependencies: [
                "AppCore",
                .product(name: "Analytics", package: "Analytics"),
                .product(name: "AnalyticsTesting", package: "Analytics"),
                .product(name: "FeatureKit", package: "FeatureKit"),
                .product(name: "Models", package: "Models"),
                .product(name: "Networking", package: "Networking"),
                .product(name: "OnboardingFeature", package: "Onboarding"),
                .product(name: "ProfileFeature", package: "Profile"),
                .product(name: "Services", package: "Services"),
                .product(name: "ServicesTesting", package: "Services"),
                .product(name: "SettingsFeature", package: "Settings"),
                .product(name: "Storage", package: "Storage"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Tests/AppTesting"
        ),
        .testTarget(
            name: "AppCoreTests",
            dependencies: [
                "AppCore",
                "AppTesting",
                .product(name: "Analytics", package: "Analytics"),
                .product(name: "AnalyticsTesting", package: "Analytics"),
                .product(name: "Design", package: "Design"),
                .product(name: "FeatureKit", package: "FeatureKit"),
                .product(name: "Models", package: "Models"),
                .product(name: "ProfileFeature", package: "Profile"),
                .product(name: "Services", package: "Services"),
                .product(name: "ServicesTesting", package: "Services"),
                .product(name: "Storage", package: "Storage"),
                .product(name: "DevBackend", package: "DevBackend"),
                .product(name: "Clocks", package: "swift-clocks"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Tracing", package: "swift-distributed-tracing"),
                .product(name: "InMemoryTracing", package: "swift-distributed-tracing"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            path: "Tests/AppCoreTests",
            // The recorded screens, read by the tests from the source tree.
            exclude: ["__Snapshots__"]
        ),
        // AppCore's "From headless to SwiftUI" article's snippets, compiled on Linux against a
        // stand-in for the SwiftUI API they use (its folder SwiftUIStandIn: SwiftUI's signatures,
        // bodies that do nothing), and checked to be the article's own.
        .testTarget(
            name: "SwiftUIArticleTests",
            dependencies: [
                "AppCore",
                .product(name: "Design", package: "Design"),
                .product(name: "FeatureKit", package: "FeatureKit"),
                .product(name: "Models", package: "Models"),
            ],
            path: "Tests/SwiftUIArticleTests"
        ),
        .testTarget(
            name: "AppShellTests",
            dependencies: [
                "AppShell",
                "AppCore",
                "AppTesting",
                .product(name: "Analytics", package: "Analytics"),
                .product(name: "Design", package: "Design"),
                .product(name: "Models", package: "Models"),
                .product(name: "Storage", package: "Storage"),
                .product(name: "NetworkingTesting", package: "Networking"),
                .product(name: "DevBackend", package: "DevBackend"),
                .product(name: "Clocks", package: "swift-clocks"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Tracing", package: "swift-distributed-tracing"),
                .product(name: "InMemoryTracing", package: "swift-distributed-tracing"),
            ],
            path: "Tests/AppShellTests"
        ),
        .testTarget(
            name: "ReliabilityTests",
            dependencies: [
                "AppCore",
                "AppTesting",
                .product(name: "Analytics", package: "Analytics"),
                .product(name: "AnalyticsTesting", package: "Analytics"),
                .product(name: "Design", package: "Design"),
                .product(name: "FeatureKit", package: "FeatureKit"),
                .product(name: "Models", package: "Models"),
                .product(name: "OnboardingFeature", package: "Onboarding"),
                .product(name: "ProfileFeature", package: "Profile"),
                .product(name: "SettingsFeature", package: "Settings"),
                .product(name: "Networking", package: "Networking"),
                .product(name: "NetworkingTesting", package: "Networking"),
                .product(name: "Services", package: "Services"),
                .product(name: "ServicesTesting", package: "Services"),
                .product(name: "Storage", package: "Storage"),
                .product(name: "DevBackend", package: "DevBackend"),
                .product(name: "Clocks", package: "swift-clocks"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            path: "Tests/ReliabilityTests"
        ),
        .testTarget(
            name: "FaultTests",
            dependencies: [
                "AppCore",
                "AppShell",
                "AppTesting",
                .product(name: "Models", package: "Models"),
                .product(name: "Networking", package: "Networking"),
                .product(name: "NetworkingTesting", package: "Networking"),
                .product(name: "Services", package: "Services"),
                .product(name: "Storage", package: "Storage"),
                .product(name: "DevBackend", package: "DevBackend"),
                // The TLS tests only (`#if TLS`): without the trait, FaultTests builds no BoringSSL.
                .product(name: "DevBackendTLS", package: "DevBackendTLS", condition: .when(traits: ["TLS"])),
                .product(name: "NetworkingTLSTesting", package: "NetworkingTLS", condition: .when(traits: ["TLS"])),
                .product(name: "Clocks", package: "swift-clocks"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Tests/FaultTests"
        ),
    ]
)
