// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Networking",
    products: [
        .library(name: "Networking", targets: ["Networking"]),
        .library(name: "NetworkingTesting", targets: ["NetworkingTesting"]),
    ],
    targets: [
        .target(name: "Networking"),
        .target(name: "NetworkingTesting", dependencies: ["Networking"]),
        .testTarget(name: "NetworkingTests", dependencies: ["Networking", "NetworkingTesting"]),
    ]
)
