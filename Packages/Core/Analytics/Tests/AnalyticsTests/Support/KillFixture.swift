import Foundation
import NetworkingTesting

/// The `AnalyticsKillFixture` executable, built beside the test bundle, run as a child process.
final class KillFixture: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private let exited = Gate()

    /// The fixture's path: next to the test binary (Linux) or the test bundle (macOS).
    static var executable: URL? {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let folders = [testBinary] + Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        return folders.map { $0.appendingPathComponent("AnalyticsKillFixture") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Starts the fixture tracking `count` events into `directory` and uploading to `baseURL`;
    /// `onExit` runs when the process ends, however it ends.
    init(
        executable: URL, directory: URL, baseURL: URL, count: Int, onExit: @escaping @Sendable () -> Void
    ) throws {
        process.executableURL = executable
        process.arguments = [directory.path, baseURL.absoluteString, String(count)]
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.terminationHandler = { [exited] _ in
            exited.open()
            onExit()
        }
        try process.run()
    }

    /// Ends the process with SIGKILL, which it cannot catch, and waits until it is gone.
    func kill() async {
        _ = Foundation.kill(process.processIdentifier, SIGKILL)
        await exited.wait()
    }

    var isRunning: Bool {
        process.isRunning
    }

    var wasKilled: Bool {
        process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL
    }
}
