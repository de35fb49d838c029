// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Services",
    products: [
        .library(name: "Services", targets: ["Services"]),
        .library(name: "ServicesTesting", targets: ["ServicesTesting"]),
    ],
    dependencies: [
        .package(path: "../Models"),
        .package(path: "../../Core/Networking"),
        .package(path: "../../../Tools/DevBackend"),
    ],
    targets: [
        .target(
            name: "Services",
            dependencies: [
                .product(name: "Models", package: "Models"),
                .product(name: "Networking", package: "Networking"),
            ]
        ),
        .target(name: "ServicesTesting", dependencies: ["Services", .product(name: "Models", package: "Models")]),
        .testTarget(
            name: "ServicesTests",
            dependencies: ["Services", .product(name: "DevBackend", package: "DevBackend")]
        ),
    ]
)
