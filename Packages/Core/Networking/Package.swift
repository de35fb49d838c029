// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Networking",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "Networking", targets: ["Networking"]),
        .library(name: "NetworkingTesting", targets: ["NetworkingTesting"]),
    ],
    dependencies: [
        // The loopback test server only; the Networking library itself uses Foundation alone.
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.0")
    ],
    targets: [
        .target(name: "Networking"),
        .target(
            name: "NetworkingTesting",
            dependencies: [
                "Networking",
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ]
        ),
        .testTarget(name: "NetworkingTests", dependencies: ["Networking", "NetworkingTesting"]),
    ]
)
