/// What `new-feature` created and what to do next.
public struct ScaffoldOutcome: Sendable {
    let feature: FeatureName
    /// The new package's folder, relative to the repo root.
    let packagePath: String
    /// The files created, relative to the package folder, sorted.
    let files: [String]

    /// The report printed: the files created, the repo files changed, and the next steps.
    public var summary: String {
        let name = feature.name
        return """
            Created \(packagePath):
            \(files.map { "  " + $0 }.joined(separator: "\n"))
            Added \(packagePath) to Package.swift (a package dependency, and \(name)Feature for AppCore) \
            and to Tools/test-all.

            Next steps:
              1. cd \(packagePath) && swift test && swift run \(name)Demo
              2. Make it what the feature is for: its screens start as a summary of the signed-in user's
                 profile (`app://\(feature.slug)`, `app://\(feature.slug)/<userID>`).
              3. Wire it into a coordinator in App/Sources/AppCore: build it with \(name)FeatureFactory and
                 route its \(name)Output; the app does not use it until then.
              4. Tools/arch-check, and Tools/diagrams to redraw the module graph.
            """
    }
}
