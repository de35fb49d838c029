import Foundation

/// What `run --junit FILE` writes: a JUnit XML report, one test case per script.
struct JUnitReport: Equatable {
    struct TestCase: Equatable {
        enum Outcome: Equatable {
            case passed
            case failed(String)
            case error(String)
            case skipped(String)
        }

        let name: String
        let duration: Duration
        let outcome: Outcome
    }

    let cases: [TestCase]

    static func checkDestination(_ path: String) throws(ShellError) {
        guard !path.isEmpty else { throw ShellError("--junit must not be empty") }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw ShellError("--junit \(path): it is a directory")
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw ShellError("--junit \(path): its folder does not exist")
        }
    }

    var xml: String {
        let counts = [
            ("tests", cases.count),
            ("failures", count { if case .failed = $0 { true } else { false } }),
            ("errors", count { if case .error = $0 { true } else { false } }),
            ("skipped", count { if case .skipped = $0 { true } else { false } }),
        ].map { " \($0.0)=\"\($0.1)\"" }.joined()
        let time = Self.seconds(cases.reduce(.zero) { $0 + $1.duration })
        let suite = "name=\"app-shell run\"\(counts) time=\"\(time)\""
        return
            ([
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<testsuites \(suite)>",
                "  <testsuite \(suite)>",
            ]
            + cases.map(Self.element) + ["  </testsuite>", "</testsuites>", ""]).joined(separator: "\n")
    }

    private func count(_ matches: (TestCase.Outcome) -> Bool) -> Int {
        cases.filter { matches($0.outcome) }.count
    }

    private static func element(_ testCase: TestCase) -> String {
        let open =
            "    <testcase name=\"\(XMLText.escaped(testCase.name))\" classname=\"app-shell run\""
            + " time=\"\(seconds(testCase.duration))\""
        switch testCase.outcome {
        case .passed: return open + "/>"
        case .failed(let message):
            return open + ">\n" + detail("failure", "expect", message) + "\n    </testcase>"
        case .error(let message): return open + ">\n" + detail("error", "run", message) + "\n    </testcase>"
        case .skipped(let message):
            return open + ">\n      <skipped message=\"\(XMLText.escaped(message))\"/>\n    </testcase>"
        }
    }

    private static func detail(_ element: String, _ type: String, _ message: String) -> String {
        let text = XMLText.escaped(message)
        return "      <\(element) message=\"\(text)\" type=\"\(type)\">\(text)</\(element)>"
    }

    private static func seconds(_ duration: Duration) -> String {
        String(
            format: "%.3f",
            Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
    }
}
