import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A JUnit report as an XML parser reads it (Foundation's, over libxml2): the suite's counts and
/// each test case's attributes, failure, error and skip. The parse fails the test on XML that is
/// not well-formed.
struct JUnitXML {
    struct TestCase {
        var name = ""
        var time = ""
        var failure: String?
        var failureText = ""
        var error: String?
        var skipped: String?
    }

    var suites: [[String: String]] = []
    var cases: [TestCase] = []

    static func parse(_ data: Data) throws -> JUnitXML {
        let reader = Reader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        #expect(parser.parse(), "not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "")")
        return reader.report
    }

    private final class Reader: NSObject, XMLParserDelegate {
        var report = JUnitXML()
        private var inFailure = false

        func parser(
            _ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
            qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            if element == "testsuite" { report.suites.append(attributes) }
            if element == "testcase" {
                report.cases.append(TestCase(name: attributes["name"] ?? "", time: attributes["time"] ?? ""))
            }
            guard !report.cases.isEmpty else { return }
            switch element {
            case "failure":
                report.cases[report.cases.count - 1].failure = attributes["message"]
                inFailure = true
            case "error": report.cases[report.cases.count - 1].error = attributes["message"]
            case "skipped": report.cases[report.cases.count - 1].skipped = attributes["message"]
            default: break
            }
        }

        func parser(
            _ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?
        ) {
            if element == "failure" { inFailure = false }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if inFailure, !report.cases.isEmpty { report.cases[report.cases.count - 1].failureText += string }
        }
    }
}
