// swift-tools-version: 6.1
import Foundation
import PackageDescription

/// The harness around the in-process benchmarks (`Tools/BenchKit`'s `InProcessBenchmarks`) for
/// `Tools/bench`'s full run, and the composition built two more ways to compare with. Their
/// dependencies (the benchmark harness, Swinject and swift-dependencies) live only here, never in
/// the app's graph or in `Tools/bench --quick`, which runs the in-process benchmarks directly.

/// SwiftPM names a path dependency after its folder, and a clone may name the repo's folder anything.
let repoFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "Benchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(path: "../.."),
        .package(path: "../BenchKit"),
        .package(path: "../../Packages/Core/Storage"),
        .package(path: "../../Packages/Core/Networking"),
        .package(path: "../../Packages/Core/Analytics"),
        .package(path: "../../Packages/Domain/Services"),
        .package(path: "../../Packages/Domain/FeatureKit"),
        // No traits: the benchmarks measure wall-clock time only, so they need neither the malloc
        // interposer nor the runtime one. (With the malloc interposer, a debug run crashed at start:
        // the plugin preloads the interposer built beside its own release tool.)
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: []),
        .package(url: "https://github.com/Swinject/Swinject", from: "2.10.0"),
        .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
    ],
    targets: [
        .target(
            name: "BenchmarkSupport",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "InProcessBenchmarks", package: "BenchKit"),
            ]),
        .executableTarget(
            name: "CompositionBenchmarks",
            dependencies: [
                .product(name: "AppCore", package: repoFolder),
                .product(name: "Analytics", package: "Analytics"),
                .product(name: "Networking", package: "Networking"),
                .product(name: "Services", package: "Services"),
                .product(name: "Storage", package: "Storage"),
                .product(name: "FeatureKit", package: "FeatureKit"),
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "InProcessBenchmarks", package: "BenchKit"),
                "BenchmarkSupport",
                .product(name: "Swinject", package: "Swinject"),
                .product(name: "Dependencies", package: "swift-dependencies"),
            ],
            path: "Benchmarks/CompositionBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "StateMachineBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "InProcessBenchmarks", package: "BenchKit"),
                "BenchmarkSupport",
            ],
            path: "Benchmarks/StateMachineBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
