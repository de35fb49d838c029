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
            + zip(cases, distinctNames).map { Self.element($0, named: $1) } + [
                "  </testsuite>", "</testsuites>", "",
            ])
            .joined(separator: "\n")
    }

    /// Each case's name, a script named again marked with its turn (`a.txt (2)`): readers of the
    /// report key cases by name, and would keep only one of two alike.
    private var distinctNames: [String] {
        var taken = Set(cases.map(\.name))
        var named: Set<String> = []
        return cases.map { testCase in
            guard !named.insert(testCase.name).inserted else { return testCase.name }
            var turn = 2
            while taken.contains("\(testCase.name) (\(turn))") { turn += 1 }
            taken.insert("\(testCase.name) (\(turn))")
            return "\(testCase.name) (\(turn))"
        }
    }

    private func count(_ matches: (TestCase.Outcome) -> Bool) -> Int {
        cases.filter { matches($0.outcome) }.count
    }

    private static func element(_ testCase: TestCase, named name: String) -> String {
        let open =
            "    <testcase name=\"\(XMLText.escaped(name))\" classname=\"app-shell run\""
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
