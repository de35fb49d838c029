import Foundation
import Testing

@testable import AppShell

/// The JUnit report is XML any parser reads back to the same names and messages, whatever they
/// hold: markup characters, `]]>`, quotes, control characters (which XML 1.0 cannot hold, so they
/// become U+FFFD).
struct JUnitReportTests {
    private static let hostile = "a<&\"']]>\u{1}\u{1B}[2J\tb\nc\r\u{FFFE}"
    private static let asRead = "a<&\"']]>\u{FFFD}\u{FFFD}[2J\tb\nc\r\u{FFFD}"

    @Test func hostileNamesAndMessagesReadBackAsWritten() throws {
        let report = JUnitReport(cases: [
            .init(
                name: Self.hostile, duration: .milliseconds(1_500),
                outcome: .failed("line 3: " + Self.hostile)),
            .init(name: "ok.txt", duration: .milliseconds(20), outcome: .passed),
            .init(name: "broken.txt", duration: .zero, outcome: .error(Self.hostile)),
            .init(name: "later.txt", duration: .zero, outcome: .skipped("not run: " + Self.hostile)),
        ])
        let parsed = try JUnitXML.parse(Data(report.xml.utf8))
        #expect(parsed.cases.map(\.name) == [Self.asRead, "ok.txt", "broken.txt", "later.txt"])
        #expect(parsed.cases.map(\.time) == ["1.500", "0.020", "0.000", "0.000"])
        #expect(parsed.cases[0].failure == "line 3: " + Self.asRead)
        #expect(parsed.cases[0].failureText == "line 3: " + Self.asRead)
        #expect(parsed.cases[2].error == Self.asRead)
        #expect(parsed.cases[3].skipped == "not run: " + Self.asRead)
        #expect(parsed.cases[1].failure == nil && parsed.cases[1].error == nil)
    }

    @Test func oneSuiteCountsItsCases() throws {
        let report = JUnitReport(cases: [
            .init(name: "a.txt", duration: .seconds(1), outcome: .passed),
            .init(name: "b.txt", duration: .seconds(2), outcome: .failed("line 1: expected x, found y")),
        ])
        let parsed = try JUnitXML.parse(Data(report.xml.utf8))
        #expect(parsed.suites.count == 1)
        #expect(parsed.suites.first?["tests"] == "2")
        #expect(parsed.suites.first?["failures"] == "1")
        #expect(parsed.suites.first?["errors"] == "0")
        #expect(parsed.suites.first?["time"] == "3.000")
    }

    @Test(arguments: [0x00, 0x08, 0x0B, 0x1F, 0x7F, 0x85, 0x9F, 0xFFFE, 0xFFFF])
    func aCharacterXMLCannotHoldBecomesTheReplacementCharacter(code: UInt32) throws {
        let character = String(Character(try #require(Unicode.Scalar(code))))
        #expect(XMLText.escaped("x\(character)y") == "x\u{FFFD}y")
    }
}
