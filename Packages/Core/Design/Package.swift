// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Design",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "Design", targets: ["Design"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-distributed-tracing", from: "1.1.0"),
        // For the tests only: whole screens as recorded text snapshots.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .target(
            name: "Design", dependencies: [.product(name: "Tracing", package: "swift-distributed-tracing")]),
        .testTarget(
            name: "DesignTests",
            dependencies: [
                "Design", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "Tracing", package: "swift-distributed-tracing"),
                .product(name: "InMemoryTracing", package: "swift-distributed-tracing"),
            ],
            // The recorded screens, read by the tests from the source tree.
            exclude: ["Rendering/__Snapshots__"]
        ),
    ]
)
