import Testing

@testable import ArchToolsCore
@testable import ArchToolsSyntax

@Suite struct DependencyPolicyTests {
    private static func module(_ name: String, _ kind: ModuleKind = .library, in packagePath: String)
        -> Module
    {
        Module(
            name: name, kind: kind, packagePath: packagePath, layer: Layer(packageAt: packagePath),
            sourceFiles: [], dependencies: []
        )
    }

    static let networking = module("Networking", in: "Packages/Core/Networking")
    static let networkingTesting = module("NetworkingTesting", .testing, in: "Packages/Core/Networking")
    static let analytics = module("Analytics", in: "Packages/Core/Analytics")
    static let design = module("Design", in: "Packages/Core/Design")
    static let storage = module("Storage", in: "Packages/Core/Storage")
    static let models = module("Models", in: "Packages/Domain/Models")
    static let services = module("Services", in: "Packages/Domain/Services")
    static let servicesTesting = module("ServicesTesting", .testing, in: "Packages/Domain/Services")
    static let profile = module("ProfileFeature", in: "Packages/Features/Profile")
    static let profileDemo = module("ProfileDemo", .demo, in: "Packages/Features/Profile")
    static let profileTests = module("ProfileFeatureTests", .test, in: "Packages/Features/Profile")
    static let settings = module("SettingsFeature", in: "Packages/Features/Settings")
    static let appCore = module("AppCore", in: "")
    static let appShell = module("AppShell", in: "")
    static let devBackend = module("DevBackend", in: "Tools/DevBackend")
    static let benchKit = module("BenchKit", in: "Tools/Benchmarks")

    @Test(arguments: [
        (analytics, networking), (analytics, storage), (services, storage), (services, models),
        (services, networking), (profile, services),
        (profile, design), (appCore, profile), (appShell, appCore), (appShell, devBackend),
        (profileTests, servicesTesting), (profileTests, devBackend), (profileDemo, servicesTesting),
        (servicesTesting, services),
        (module("AnalyticsTesting", .testing, in: "Packages/Core/Analytics"), networkingTesting),
        (benchKit, networkingTesting),
    ])
    func allows(from: Module, to: Module) {
        #expect(DependencyPolicy.breach(from: from, to: to) == nil)
    }

    @Test(arguments: [
        (networking, analytics, Rule.coreIsolation), (design, networking, .coreIsolation),
        (networking, storage, .coreIsolation), (storage, analytics, .coreIsolation),
        (networking, models, .coreIsolation), (models, networking, .modelsIsolation),
        (profile, settings, .featureIsolation), (profileTests, settings, .featureIsolation),
        (profile, appCore, .featureIsolation), (models, services, .modelsIsolation),
        (services, profile, .layerDirection), (services, appCore, .layerDirection),
        (profile, servicesTesting, .testingProduct), (services, servicesTesting, .testingProduct),
        (appCore, devBackend, .toolDependency), (services, devBackend, .toolDependency),
        (profileDemo, devBackend, .toolDependency),
    ])
    func forbids(from: Module, to: Module, rule: Rule) {
        #expect(DependencyPolicy.breach(from: from, to: to)?.rule == rule)
    }

    @Test(arguments: [
        ("", Layer.app), ("Packages/Core/Design", .core), ("Packages/Domain/Models", .models),
        ("Packages/Domain/Services", .services), ("Packages/Domain/FeatureKit", .featureKit),
        ("Packages/Features/Profile", .features),
        ("Tools/DevBackend", .tools), ("Packages/Misc", .unknown), ("Packages/Core/Design/Nested", .unknown),
    ])
    func readsTheLayerFromThePackageFolder(path: String, layer: Layer) {
        #expect(Layer(packageAt: path) == layer)
    }
}
