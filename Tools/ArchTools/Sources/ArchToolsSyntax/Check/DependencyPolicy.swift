import ArchToolsCore

/// A dependency between two of our modules that the architecture forbids, with the fix.
struct Breach: Equatable {
    let rule: Rule
    let reason: String
    let fix: String
}

/// Which of our modules may depend on which: the layers of docs/architecture.md and the module
/// table of docs/conventions.md.
enum DependencyPolicy {
    /// The Core → Core edges docs/conventions.md allows, by package folder name: Analytics uploads
    /// through Networking and writes its outbox through Storage; NetworkingTLS is Networking's TLS.
    static let allowedCoreEdges: Set<[String]> = [
        ["Analytics", "Networking"], ["Analytics", "Storage"], ["NetworkingTLS", "Networking"],
    ]
    /// Root targets that may use a `Tools/` fixture such as the dev backend.
    static let toolUsers: Set<String> = ["AppShell", "app-shell"]

    /// Why `module` may not depend on `dependency`, or nil when it may.
    static func breach(from module: Module, to dependency: Module) -> Breach? {
        if dependency.kind == .testing, module.layer != .tools, ![.test, .testing, .demo].contains(module.kind) {
            return Breach(
                rule: .testingProduct,
                reason: "\(dependency.name) holds test doubles, for test targets, …Testing modules, …Demo "
                    + "executables and tools under Tools/ only",
                fix: "depend on the production module and let tests or the demo inject the double"
            )
        }
        if dependency.layer == .tools, module.layer != .tools {
            if module.kind == .test || (module.isInRootPackage && toolUsers.contains(module.name)) {
                return nil
            }
            return Breach(
                rule: .toolDependency,
                reason:
                    "\(dependency.name) is a dev fixture under Tools/, for AppShell, app-shell and test targets only",
                fix: "remove the dependency; AppShell starts the dev backend and tests use it directly"
            )
        }
        guard module.packagePath != dependency.packagePath, module.layer.isAppStack,
            dependency.layer.isAppStack
        else { return nil }
        return layerBreach(from: module, to: dependency)
    }

    /// The allowed Core edges as text, for messages: `Analytics → Networking, Analytics → Storage, …`.
    private static var allowedCoreEdgeList: String {
        allowedCoreEdges.map { $0.joined(separator: " → ") }.sorted().joined(separator: ", ")
    }

    private static func layerBreach(from module: Module, to dependency: Module) -> Breach? {
        switch module.layer {
        case .core:
            let edge = [module.packagePath, dependency.packagePath].map {
                $0.split(separator: "/").last ?? ""
            }
            if dependency.layer == .core, allowedCoreEdges.contains(edge.map(String.init)) {
                return nil
            }
            return Breach(
                rule: .coreIsolation,
                reason: "Core modules use nothing of ours (but \(allowedCoreEdgeList))",
                fix: "remove the dependency; define what Core needs in Core and let the app supply it"
            )
        case .models:
            return Breach(
                rule: .modelsIsolation,
                reason: "Models use nothing of ours (Foundation only)",
                fix: "remove the dependency; keep Models plain value types and business rules"
            )
        case .features where dependency.layer == .features:
            return Breach(
                rule: .featureIsolation,
                reason: "a feature never uses another feature",
                fix: "remove the dependency; report an output to the coordinator and let the app connect them"
            )
        case .features where dependency.layer == .app:
            return Breach(
                rule: .featureIsolation,
                reason: "a feature never uses the app",
                fix: "remove the dependency; report an output to the coordinator instead"
            )
        default:
            guard dependency.layer > module.layer else { return nil }
            return Breach(
                rule: .layerDirection,
                reason: "\(module.layer) sits below \(dependency.layer), and dependencies point down only",
                fix:
                    "remove the dependency; move the shared code down a layer or pass it in through a protocol"
            )
        }
    }
}
