import ArchToolsCore
import Foundation

/// Reads every Swift file of a workspace's modules (or of `modules`, some of them) once, on all
/// cores at once: parses it and keeps what `read` takes from it (the parsed file itself, or a
/// summary such as its metrics).
struct SourceScan<Result: Sendable>: Sendable {
    private let resultsByPath: [String: Result]

    init(
        workspace: Workspace, modules: [Module]? = nil, read: @escaping @Sendable (ParsedSourceFile) -> Result
    ) async throws {
        let paths = (modules ?? workspace.modules).filter { $0.kind != .other }.flatMap(\.sourceFiles)
        let root = workspace.root
        resultsByPath = try await withThrowingTaskGroup(of: (String, Result)?.self) { group in
            var remaining = paths.makeIterator()
            func scanNext() {
                guard let path = remaining.next() else { return }
                group.addTask {
                    // A file deleted since it was listed is skipped: the tree may change while the tools run.
                    guard FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
                    else {
                        return nil
                    }
                    return (path, read(try ParsedSourceFile(path: path, root: root)))
                }
            }
            for _ in 0..<ProcessInfo.processInfo.activeProcessorCount {
                scanNext()
            }
            var results: [String: Result] = [:]
            while let scanned = try await group.next() {
                if let (path, result) = scanned {
                    results[path] = result
                }
                scanNext()
            }
            return results
        }
    }

    /// What was read from the module's files, in path order.
    func results(of module: Module) -> [Result] {
        module.sourceFiles.compactMap { resultsByPath[$0] }
    }
}
