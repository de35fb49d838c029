// swift-tools-version: 6.1
import PackageDescription

// On-disk persistence primitives shared by every module that writes a file (the analytics outbox,
// the session, scene storage, the dev backend): versioned files written atomically with a fixed
// mode, and unreadable files moved aside instead of overwritten.
let package = Package(
    name: "Storage",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "Storage", targets: ["Storage"]),
    ],
    targets: [
        .target(name: "Storage"),
        .testTarget(name: "StorageTests", dependencies: ["Storage"]),
    ]
)
