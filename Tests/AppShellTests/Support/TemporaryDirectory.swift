import Foundation

/// Runs `body` with a fresh directory under the system's temporary directory, removed afterwards.
func withTemporaryDirectory<T>(
    isolation: isolated (any Actor)? = #isolation, _ body: (URL) async throws -> T
) async throws -> T {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
        "app-shell-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: url) }
    return try await body(url)
}
