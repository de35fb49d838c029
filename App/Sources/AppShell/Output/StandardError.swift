import Foundation

/// Standard error, for the one-line reason a session could not run, the prompt and the logs.
enum StandardError {
    static func writeLine(_ text: String) {
        write(text + "\n")
    }

    static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
