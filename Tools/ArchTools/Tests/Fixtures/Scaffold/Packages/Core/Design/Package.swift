// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Design",
    products: [.library(name: "Design", targets: ["Design"])],
    targets: [.target(name: "Design")]
)
