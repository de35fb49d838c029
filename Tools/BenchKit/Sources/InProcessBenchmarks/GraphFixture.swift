import AppCore
import Foundation
import Logging
import Models

/// What every way of building the graph starts from: the same configuration (an existing data
/// directory, as on a relaunch; a backend URL nothing is sent to) and the signed-in user the
/// features are made for.
public struct GraphFixture: Sendable {
    /// The configuration every graph is built from.
    public let configuration: AppConfiguration
    /// The signed-in user the features are made for.
    public let user = User(id: "u-alice", email: "alice@example.com", name: "Alice", onboardingCompleted: true)

    /// A configuration in a data directory of this process's own.
    public init() {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("composition-bench-\(ProcessInfo.processInfo.processIdentifier)")
        configuration = AppConfiguration(
            dataDirectory: directory,
            apiBaseURL: URL(string: "http://127.0.0.1:9")!,
            minimumLaunchDuration: .zero,
            logger: Logger(label: "bench", factory: { _ in SwiftLogNoOpLogHandler() })
        )
    }
}
