/// What `new-feature` created and what to do next.
public struct ScaffoldOutcome: Sendable {
    let feature: FeatureName
    /// Whether the feature has a tab in the main window.
    let withTab: Bool
    /// The new package's folder, relative to the repo root.
    let packagePath: String
    /// The files created, relative to the package folder, sorted.
    let files: [String]
    /// The repo's files that now list the feature, relative to the root.
    let edited: [String]
    /// The repo as read before the feature was added.
    let before: Workspace

    /// The repo with the feature in it, reading again only the manifests that changed.
    public func workspace() async throws -> Workspace {
        try await before.reloading(["", packagePath])
    }

    /// The report printed: the files created, the repo files changed, and the next steps.
    public var summary: String {
        let (name, slug) = (feature.name, feature.slug)
        let tab = withTab ? "\n     tab \(slug)" : ""
        return """
            Created \(packagePath):
            \(files.map { "  " + $0 }.joined(separator: "\n"))
            Listed \(name)Feature in \(edited.joined(separator: ", ")).

            Next steps:
              1. cd \(packagePath) && swift test && swift run \(name)Demo
              2. swift run app-shell, then:
                 login alice@example.com correct-horse
                 open app://\(slug)\(tab)
                 \(slug) full-profile
              3. Make it what the feature is for: its screens start as a summary of a user's profile
                 (`app://\(slug)`, `app://\(slug)/<userID>`), built from \(name)FeatureDependencies.
              4. Tools/arch-check and Tools/test-all.
            """
    }
}
