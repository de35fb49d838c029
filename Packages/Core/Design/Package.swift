// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Design",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "Design", targets: ["Design"]),
    ],
    targets: [
        .target(name: "Design"),
        .testTarget(name: "DesignTests", dependencies: ["Design"]),
    ]
)
