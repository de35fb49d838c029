import Foundation

/// One event the shell printed with `--json`: the fields the benchmarks read.
struct ShellEvent: Decodable, Equatable {
    let type: String
    /// Milliseconds since the shell started.
    let t: Double
    let screen: String?
    let window: String?
    let ok: Bool?
    let message: String?

    /// The events of `output`, one JSON object a line; throws on a line that is not one.
    static func parse(_ output: Data) throws -> [ShellEvent] {
        let decoder = JSONDecoder()
        return try output.split(separator: UInt8(ascii: "\n")).map { line in
            do {
                return try decoder.decode(ShellEvent.self, from: Data(line))
            } catch {
                throw BenchError("app-shell printed a line that is not a JSON event: \(String(decoding: line.prefix(120), as: UTF8.self))")
            }
        }
    }
}

extension [ShellEvent] {
    /// The first screen after the launch screen: the first one the user can act on.
    var firstInteractiveScreen: ShellEvent? {
        first { $0.type == "screen" && $0.screen != "launch" }
    }

    /// The user-facing error messages, which a clean benchmark script must not cause.
    var errorMessages: [String] {
        filter { $0.type == "error" }.compactMap(\.message)
    }

    /// Whether an `expect` failed.
    var hasFailedExpectation: Bool {
        contains { $0.type == "expect" && $0.ok == false }
    }
}
