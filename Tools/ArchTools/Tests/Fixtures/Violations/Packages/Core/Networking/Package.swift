// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Networking",
    products: [
        .library(name: "Networking", targets: ["Networking"]),
    ],
    dependencies: [
        .package(path: "../../Domain/Models"),
    ],
    targets: [
        .target(name: "Networking", dependencies: [.product(name: "Models", package: "Models")]),
    ]
)
