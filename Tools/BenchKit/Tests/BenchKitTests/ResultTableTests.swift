import Testing

@testable import BenchKit

private let sections = [
    FigureSection("Launch", [Figure("Launch to first screen", 12.34, .milliseconds, target: .atMost(25))]),
    FigureSection("Loop", [Figure("Clean | build", 3, .minutes, target: .none)]),
]

@Test func theTextTableAlignsColumnsUnderAHeader() {
    let lines = ResultTable(sections).text.split(separator: "\n").map(String.init)
    #expect(lines[0].hasPrefix("figure"))
    #expect(lines[2] == "Launch")
    #expect(lines[3].contains("12.3 ms") && lines[3].contains("≤ 25.0 ms") && lines[3].hasSuffix("pass"))
    let valueColumn = lines[0].range(of: "value")!.lowerBound.utf16Offset(in: lines[0])
    #expect(lines[3].dropFirst(2).range(of: "12.3")!.lowerBound.utf16Offset(in: lines[3].dropFirst(2)) == valueColumn)
}

@Test func theMarkdownTableEscapesPipesAndMarksSections() {
    let markdown = ResultTable(sections).markdown
    #expect(markdown.contains("| **Launch** | | | |"))
    #expect(markdown.contains("| Clean \\| build | 3.0 min | — | — |"))
}
