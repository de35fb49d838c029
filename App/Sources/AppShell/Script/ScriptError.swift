/// A script that cannot be run (status 2), with the line that makes it so.
struct ScriptError: Error, Equatable, CustomStringConvertible {
    /// The 1-based line number.
    let line: Int
    /// What is wrong with the line.
    let message: String

    var description: String { "line \(line): \(message)" }
}
