import Foundation

/// What `run --junit FILE` writes: a JUnit XML report of one test suite with a test case per
/// script, each with its time, a failed `expect` as its failure and a script that could not run
/// (or was stopped) as its error, in the format CI systems read.
struct JUnitReport: Equatable {
    /// One script's result.
    struct TestCase: Equatable {
        /// How a script ended.
        enum Outcome: Equatable {
            case passed
            /// An `expect` did not hold: the line, what it expected and what it found.
            case failed(String)
            /// It could not run or go on, or a signal stopped it.
            case error(String)
            /// It did not run: the run was stopped before it.
            case skipped(String)
        }

        /// The script's path, as the run named it.
        let name: String
        let duration: Duration
        let outcome: Outcome
    }

    let cases: [TestCase]

    /// Refuses, in one line naming it, a report path that could not be written: empty, a
    /// directory, or in a folder that does not exist.
    static func checkDestination(_ path: String) throws(ShellError) {
        guard !path.isEmpty else { throw ShellError("--junit must not be empty") }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw ShellError("--junit \(path): it is a directory")
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ShellError("--junit \(path): its folder does not exist")
        }
    }

    /// The report as an XML document.
    var xml: String {
        let counts = [
            ("tests", cases.count),
            ("failures", count { if case .failed = $0 { true } else { false } }),
            ("errors", count { if case .error = $0 { true } else { false } }),
            ("skipped", count { if case .skipped = $0 { true } else { false } }),
        ].map { " \($0.0)=\"\($0.1)\"" }.joined()
        let time = Self.seconds(cases.reduce(.zero) { $0 + $1.duration })
        let suite = "name=\"app-shell run\"\(counts) time=\"\(time)\""
        return (["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<testsuites \(suite)>", "  <testsuite \(suite)>"]
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
        case .failed(let message): return open + ">\n" + detail("failure", "expect", message) + "\n    </testcase>"
        case .error(let message): return open + ">\n" + detail("error", "run", message) + "\n    </testcase>"
        case .skipped(let message): return open + ">\n      <skipped message=\"\(XMLText.escaped(message))\"/>\n    </testcase>"
        }
    }

    private static func detail(_ element: String, _ type: String, _ message: String) -> String {
        let text = XMLText.escaped(message)
        return "      <\(element) message=\"\(text)\" type=\"\(type)\">\(text)</\(element)>"
    }

    /// `duration` in seconds with three decimals, as JUnit's `time` holds it.
    private static func seconds(_ duration: Duration) -> String {
        String(format: "%.3f", Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
    }
}
