import Foundation

/// The folders of this repo the scaffolder's tests read: the repo, and the feature template.
enum RepoFolders {
    /// `Tools/ArchTools`.
    static let archTools = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The repo root.
    static let root = archTools.deletingLastPathComponent().deletingLastPathComponent()

    /// The template `Tools/new-feature` fills in.
    static let featureTemplate = archTools.appendingPathComponent("Templates/Feature", isDirectory: true)
}
