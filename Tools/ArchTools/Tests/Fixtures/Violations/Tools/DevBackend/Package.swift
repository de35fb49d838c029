// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "DevBackend",
    products: [
        .library(name: "DevBackend", targets: ["DevBackend"]),
    ],
    targets: [
        .target(name: "DevBackend"),
    ]
)
