import AppTesting
import Foundation
import Testing

@testable import AppShell

/// Scenarios in two runs on the same data directory (`Tests/Scenarios/across-runs`).
@MainActor
struct AcrossRunsTests {
    private func path(_ name: String) -> String {
        ScenarioCatalog.directory.appendingPathComponent("across-runs").appendingPathComponent(name).path
    }

    @Test func aSecondRunContinuesWhereTheFirstLeftOff() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let first = await ScenarioRun.run(scriptAt: path("continue-1.txt"), dataDirectory: directory)
            #expect(first.status == .success, "\(first.transcript)")
            let second = await ScenarioRun.run(scriptAt: path("continue-2.txt"), dataDirectory: directory)
            #expect(second.status == .success, "\(second.transcript)")
            let scan = PrivacyScan(passwords: ["correct-horse"], tokens: PrivacyScan.tokens(in: directory))
            let violations = try scan.violations(in: first) + scan.violations(in: second)
            #expect(violations == [])
        }
    }

    @Test func sceneStorageThatDoesNotDecodeIsMovedAsideAndTheAppStartsClean() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let first = await ScenarioRun.run(
                scriptAt: path("corrupt-scene-storage-1.txt"), dataDirectory: directory)
            #expect(first.status == .success, "\(first.transcript)")
            let sceneStorage = directory.appendingPathComponent("scenes.json")
            #expect(FileManager.default.fileExists(atPath: sceneStorage.path))
            try Data("{ not json".utf8).write(to: sceneStorage)
            let second = await ScenarioRun.run(
                scriptAt: path("corrupt-scene-storage-2.txt"), dataDirectory: directory)
            #expect(second.status == .success, "\(second.transcript)")
            let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            #expect(files.contains { $0.hasPrefix("scenes.json") && $0 != "scenes.json" }, "\(files)")
        }
    }
}
