// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "ScaffoldApp",
    dependencies: [
        .package(path: "Packages/Core/Design"),
        .package(path: "Packages/Features/Profile"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
    ],
    targets: [
        .target(
            name: "AppCore",
            dependencies: [
                .product(name: "Design", package: "Design"),
                .product(name: "ProfileFeature", package: "Profile"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "App/Sources/AppCore"
        ),
        .executableTarget(name: "SearchDemo", dependencies: ["AppCore"], path: "App/Sources/SearchDemo"),
    ]
)
