import Foundation
import Services

/// What a fake does when a test calls something it did not set up: it fails loudly, saying what.
enum FakeSetup {
    static func missing(_ call: String, hint: String) -> ServiceError {
        let message = "\(call) was called, but the fake was not set up for it: \(hint)"
        FileHandle.standardError.write(Data("ServicesTesting: \(message)\n".utf8))
        return .unexpected(message)
    }
}
