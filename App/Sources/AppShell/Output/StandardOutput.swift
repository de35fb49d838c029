import Foundation

/// Standard output, written unbuffered so events interleave in order with the logs on standard
/// error.
enum StandardOutput {
    static func writeLine(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }
}
