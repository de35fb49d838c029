import Foundation

/// Gets the state table by running the root package's `app-state-table` executable.
enum AppStateTableLoader {
    /// The executable's name in the root package.
    static let executable = "app-state-table"

    /// Builds and runs `app-state-table`, with `buildOptions` for SwiftPM (a build folder and its
    /// flags, for instance). Fails, never guesses, when the executable is missing or prints
    /// something else.
    static func load(from workspace: Workspace, buildOptions: [String] = []) async throws -> StateTable {
        let hasExecutable = workspace.modules.contains { module in
            module.isInRootPackage && module.name == executable && module.kind == .executable
        }
        guard hasExecutable else {
            throw ArchToolsError(
                "the root package has no executable target '\(executable)', the only source of the state diagram"
            )
        }
        let arguments = ["run", "--package-path", workspace.root.path] + buildOptions + ["-q", executable]
        let output = try await CommandRunner.run("swift", arguments, job: executable)
        guard output.status == 0 else {
            let reason = ErrorSummary.line(of: output, root: workspace.root)
            throw ArchToolsError("swift run \(executable) failed: \(reason)")
        }
        return try StateTable(json: output.standardOutput)
    }
}
