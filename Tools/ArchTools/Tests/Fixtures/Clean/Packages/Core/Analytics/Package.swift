// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Analytics",
    products: [
        .library(name: "Analytics", targets: ["Analytics"]),
    ],
    dependencies: [
        .package(path: "../Networking"),
    ],
    targets: [
        .target(name: "Analytics", dependencies: [.product(name: "Networking", package: "Networking")]),
        .executableTarget(name: "OutboxFixture", dependencies: ["Analytics"]),
    ]
)
