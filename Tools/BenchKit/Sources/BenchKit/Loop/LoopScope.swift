/// What the engineers' loop covers: every package and the whole app (a full run), or Models alone
/// (`--quick`: the same steps in a minute or two, so CI proves they still work).
public struct LoopScope: Sendable {
    /// A folder to edit one function body in, and the feature module that edit may recompile
    /// besides the app (nil when any count is only reported).
    struct Edit: Sendable {
        let label: String
        let folder: String
        let feature: String?
    }

    /// The package folders to test; nil for every one `Tools/test-all` tests.
    let packages: [String]?
    /// The package whose incremental build counts recompiled modules: the root (the whole app).
    let buildPackage: String
    let edits: [Edit]

    public static let everything = LoopScope(
        packages: nil, buildPackage: ".",
        edits: [
            Edit(label: "a feature (Settings)", folder: "Packages/Features/Settings/Sources/SettingsFeature",
                 feature: "SettingsFeature"),
            Edit(label: "Services", folder: "Packages/Domain/Services/Sources/Services", feature: nil),
            Edit(label: "Models", folder: "Packages/Domain/Models/Sources/Models", feature: nil),
        ])

    public static let modelsOnly = LoopScope(
        packages: ["Packages/Domain/Models"], buildPackage: "Packages/Domain/Models",
        edits: [Edit(label: "Models (its own package only)", folder: "Packages/Domain/Models/Sources/Models", feature: nil)])
}
