// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "StateTableApp",
    targets: [
        .executableTarget(name: "app-state-table"),
    ]
)
