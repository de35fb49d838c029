import Foundation

/// Brings the committed diagrams up to date, or checks that they are.
public enum DiagramUpdate {
    /// What an update did or a check found.
    public struct Outcome: Sendable {
        /// The files written, or with `checkOnly` the files out of date; relative to the root.
        public let changedFiles: [String]
        /// Why the state diagram could not be generated; the rest was still updated or checked.
        public let stateDiagramError: ArchToolsError?
    }

    /// Regenerates the diagrams of the repo at `root` and writes those that changed; with
    /// `checkOnly`, writes nothing. `appBuildOptions` go to SwiftPM with the build of
    /// `app-state-table` (a build folder and its flags, for instance); with `modulesOnly`, nothing is
    /// built and only what the manifests give (the module graph, its SVG and its table) is
    /// regenerated. Drawing the SVGs needs Graphviz, installed first when missing.
    public static func run(
        root: URL, checkOnly: Bool, modulesOnly: Bool = false, appBuildOptions: [String] = []
    ) async throws -> Outcome {
        try await run(
            workspace: Workspace.load(root: root), checkOnly: checkOnly, modulesOnly: modulesOnly,
            appBuildOptions: appBuildOptions)
    }

    /// The same, for a workspace already read.
    public static func run(
        workspace: Workspace, checkOnly: Bool, modulesOnly: Bool = false, appBuildOptions: [String] = []
    ) async throws -> Outcome {
        var stateTable: StateTable?
        var stateDiagramError: ArchToolsError?
        do {
            if !modulesOnly {
                stateTable = try await AppStateTableLoader.load(
                    from: workspace, buildOptions: appBuildOptions)
            }
        } catch let error as ArchToolsError {
            stateDiagramError = error
        }
        var files = try DiagramFiles.expected(
            graph: ModuleGraph(workspace: workspace), stateTable: stateTable, root: workspace.root
        )
        files += try await DiagramImages.expected(for: files, root: workspace.root)
        let changed =
            checkOnly
            ? DiagramFiles.stale(files, root: workspace.root)
            : try DiagramFiles.write(files, root: workspace.root)
        return Outcome(changedFiles: changed, stateDiagramError: stateDiagramError)
    }
}
