import Foundation

/// Standard error, for the one-line reason a session could not run.
enum StandardError {
    static func writeLine(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
