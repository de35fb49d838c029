// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Benchmarks",
    dependencies: [.package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1")],
    targets: [
        .target(name: "BenchmarkSupport", dependencies: [.product(name: "Benchmark", package: "benchmark")])
    ]
)
