import Services

/// The error a fake throws when a test calls something it did not set up, so the test fails with
/// a message that says what to set up instead of an empty screen.
enum FakeSetup {
    static func missing(_ call: String, hint: String) -> ServiceError {
        .unexpected("\(call) was called, but the fake was not set up for it: \(hint)")
    }
}
