// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Profile",
    products: [.library(name: "ProfileFeature", targets: ["ProfileFeature"])],
    dependencies: [.package(path: "../../Core/Design")],
    targets: [.target(name: "ProfileFeature", dependencies: [.product(name: "Design", package: "Design")])]
)
