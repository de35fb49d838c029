import Foundation

/// Runs an untimed helper command (`swift --version`, `git clone`) and returns its output.
enum CommandOutput {
    /// Standard output of `program arguments`; throws with the end of its standard error when it
    /// exits non-zero.
    static func run(_ program: String, _ arguments: [String]) throws -> String {
        let outcome = try ChildProcess.run(program, arguments)
        guard outcome.status == 0 else {
            let reason = outcome.errorOutput.split(separator: "\n").suffix(3).joined(separator: " / ")
            throw BenchError("\(program) \(arguments.joined(separator: " ")) exited \(outcome.status): \(reason)")
        }
        return String(decoding: outcome.output, as: UTF8.self)
    }
}
