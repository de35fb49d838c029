/// Why a session could not start or go on (status 2): one line for standard error.
struct ShellError: Error, Equatable, CustomStringConvertible {
    let message: String

    init(_ message: String) {
        self.message = message
    }

    var description: String { message }
}
