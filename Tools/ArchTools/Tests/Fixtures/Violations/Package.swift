// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "BrokenApp",
    dependencies: [
        .package(path: "Packages/Features/Profile"),
        .package(path: "Tools/DevBackend"),
    ],
    targets: [
        .target(
            name: "AppCore",
            dependencies: [
                .product(name: "ProfileFeature", package: "Profile"),
                .product(name: "DevBackend", package: "DevBackend"),
            ],
            path: "App/Sources/AppCore"
        ),
    ]
)
