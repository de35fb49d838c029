import Foundation

/// How much the long-running fault tests do. The defaults are what `Tools/test-all` and CI run;
/// `Tools/test-all --long` (or the environment variable itself) raises them.
enum FaultBudget {
    /// Runs of the crash script killed with SIGKILL (`FAULT_KILLS`).
    static var kills: Int { value("FAULT_KILLS", default: 20) }

    /// The seed the kill moments are drawn from (`FAULT_SEED`), printed by a failing run.
    static var seed: UInt64 { UInt64(value("FAULT_SEED", default: 20_261_122)) }

    private static func value(_ name: String, default fallback: Int) -> Int {
        guard let text = ProcessInfo.processInfo.environment[name] else { return fallback }
        guard let number = Int(text), number >= 0 else {
            FileHandle.standardError.write(
                Data("FaultTests: \(name)=\(text) is not a count; using \(fallback)\n".utf8))
            return fallback
        }
        return number
    }
}
