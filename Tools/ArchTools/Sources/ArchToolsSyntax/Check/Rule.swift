/// The architecture rules `arch-check` enforces; the raw value is the name it prints.
enum Rule: String, Sendable {
    /// A module imports one of ours or a third-party module it does not declare.
    case undeclaredImport = "undeclared-import"
    /// A dependency points up the layers (Core ← Domain ← Features ← App; Models ← Services).
    case layerDirection = "layer-direction"
    /// A Core module uses one of ours (but the edges `DependencyPolicy.allowedCoreEdges` allows).
    case coreIsolation = "core-isolation"
    /// Models uses one of ours.
    case modelsIsolation = "models-isolation"
    /// A feature uses another feature or the app.
    case featureIsolation = "feature-isolation"
    /// A `…Testing` product is used outside tests, other `…Testing` modules and `…Demo` executables.
    case testingProduct = "testing-product"
    /// A `Tools/` module (the dev backend) is used outside tests, `AppShell` and `app-shell`.
    case toolDependency = "tool-dependency"
    /// A service is a class.
    case serviceClass = "service-class"
    /// `@MainActor` appears in Services.
    case serviceMainActor = "service-main-actor"
    /// A controller is not an `@Observable @MainActor final class`.
    case controllerShape = "controller-shape"
    /// A controller has a stored `var` that code outside it can set.
    case controllerState = "controller-state"
    /// `static let shared` in Packages.
    case singleton = "singleton"
    /// A stored `static var` or top-level `var` in Packages.
    case globalState = "global-state"
    /// `nonisolated(unsafe)` in Packages.
    case nonisolatedUnsafe = "nonisolated-unsafe"
    /// A package under `Packages/` outside the Core, Domain and Features folders.
    case unknownLayer = "unknown-layer"
    /// A file under `App/` other than the composition root names a feature.
    case appNamesFeature = "app-names-feature"
}
