/// A script that cannot be run (status 2), with the line that makes it so.
struct ScriptError: Error, Equatable, CustomStringConvertible {
    let line: Int
    let message: String

    var description: String { "line \(line): \(message)" }
}
