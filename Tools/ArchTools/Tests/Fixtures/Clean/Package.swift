// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "CleanApp",
    dependencies: [
        .package(path: "Packages/Core/Analytics"),
        .package(path: "Packages/Domain/Models"),
        .package(path: "Packages/Domain/Services"),
        .package(path: "Packages/Features/Profile"),
        .package(path: "Tools/DevBackend"),
    ],
    targets: [
        .target(
            name: "AppCore",
            dependencies: [
                .product(name: "Analytics", package: "Analytics"),
                .product(name: "Models", package: "Models"),
                .product(name: "Services", package: "Services"),
                .product(name: "ProfileFeature", package: "Profile"),
            ],
            path: "App/Sources/AppCore"
        ),
        .target(
            name: "AppShell",
            dependencies: ["AppCore", .product(name: "DevBackend", package: "DevBackend")],
            path: "App/Sources/AppShell"
        ),
        .executableTarget(name: "app-shell", dependencies: ["AppShell"], path: "App/Sources/app-shell"),
        .testTarget(
            name: "AppCoreTests",
            dependencies: [
                "AppCore",
                .product(name: "ServicesTesting", package: "Services"),
                .product(name: "DevBackend", package: "DevBackend"),
            ],
            path: "Tests/AppCoreTests"
        ),
    ]
)
