import Testing

/// Text holding control characters, as a test's argument. The test runner prints each argument
/// of a test case; this one it prints escaped (`\u{1B}`), where the raw text would steer the
/// terminal of whoever runs the tests.
struct UnsafeText: CustomTestStringConvertible, ExpressibleByStringLiteral, Sendable {
    let text: String

    init(stringLiteral text: String) {
        self.text = text
    }

    var testDescription: String {
        text.unicodeScalars.map { $0.escaped(asASCII: true) }.joined()
    }
}
