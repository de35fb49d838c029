import AppCore
import AppTesting
import Foundation
import Logging
import Testing

@testable import AppShell

@MainActor
struct EmbeddedDependenciesTests {
    private let quietLogger = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }

    @Test func theShellConfigurationTakesTheModesLaunchMinimumAndTheGivenBackend() throws {
        let configuration = AppConfiguration.shell(
            options: ShellOptions(mode: .run(scriptPath: "s.txt"), minimumLoadingMilliseconds: 250),
            dataDirectory: URL(fileURLWithPath: "/tmp/data"), apiBaseURL: URL(string: "http://127.0.0.1:9")!,
            clocks: .virtual(), logger: quietLogger, tracer: ShellTracer(on: false))
        #expect(configuration.minimumLaunchDuration == .milliseconds(250))
        #expect(configuration.apiBaseURL.absoluteString == "http://127.0.0.1:9")
        #expect(configuration.dataDirectory.path == "/tmp/data")
    }

    @Test func embeddedDependenciesPrepareTheDataDirectoryOwnerOnly() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let dataDirectory = directory.appendingPathComponent("data")
            let backend = try await EmbeddedBackend.start(dataDirectory: directory, logger: quietLogger)
            let configuration = AppConfiguration.shell(
                options: ShellOptions(mode: .demo), dataDirectory: dataDirectory,
                apiBaseURL: URL(string: "http://127.0.0.1:9")!, clocks: .virtual(), logger: quietLogger,
                tracer: ShellTracer(on: false))
            _ = try AppDependencies.embedded(configuration, backend: backend)
            let attributes = try FileManager.default.attributesOfItem(atPath: dataDirectory.path)
            #expect((attributes[.posixPermissions] as? Int) == 0o700)
            await backend.stop()
        }
    }
}
