import Foundation
import Services

/// What a fake does when a test calls something it did not set up: it writes one line to stderr
/// and throws `.unexpected` with the same text, so the test fails saying what to set up instead
/// of showing an empty screen.
enum FakeSetup {
    static func missing(_ call: String, hint: String) -> ServiceError {
        let message = "\(call) was called, but the fake was not set up for it: \(hint)"
        FileHandle.standardError.write(Data("ServicesTesting: \(message)\n".utf8))
        return .unexpected(message)
    }
}
