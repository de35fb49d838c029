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
        let reach =
            withTab
            ? [
                "  2. swift run app-shell, then:",
                "     login alice@example.com correct-horse",
                "     open app://\(slug)",
                "     \(slug) open \(slug)-2",
                "     tab \(slug)",
            ]
            : [
                "  2. It has no tab, and the main window shows only features with one, so the app refuses",
                "     its links (open app://\(slug)) until its registration has a tab: tab: \"\(feature.title)\"",
                "     in \(name)FeatureRegistration.swift.",
            ]
        let lines =
            ["Created \(packagePath):"] + files.map { "  " + $0 }
            + ["Listed \(name)Feature in \(edited.joined(separator: ", ")).", "", "Next steps:"]
            + ["  1. cd \(packagePath) && swift test && swift run \(name)Demo"] + reach
            + [
                "  3. Make it what the feature is for: it lists the items of its own service (\(name)Service),",
                "     whose live form reads the dev backend's sample collection /v1/collections/\(slug)/items",
                "     until you point it at the feature's own endpoint.",
                "  4. Tools/arch-check and Tools/test-all.",
            ]
        return lines.joined(separator: "\n")
    }
}
