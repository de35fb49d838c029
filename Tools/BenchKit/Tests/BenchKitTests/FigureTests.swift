import Testing

@testable import BenchKit

@Test func aValueAtTheUpperBoundPasses() {
    #expect(Figure("launch", 25, .milliseconds, target: .atMost(25)).verdict == .pass)
    #expect(Figure("launch", 25.1, .milliseconds, target: .atMost(25)).verdict == .miss)
}

@Test func aValueBelowTheLowerBoundMisses() {
    #expect(Figure("rate", 999_999, .perSecond, target: .atLeast(1_000_000)).verdict == .miss)
    #expect(Figure("rate", 1_000_000, .perSecond, target: .atLeast(1_000_000)).verdict == .pass)
}

@Test func aRuleDecidesItsOwnVerdict() {
    #expect(Figure("modules", 2, .count, target: .rule("feature and app", holds: true)).verdict == .pass)
    #expect(Figure("modules", 2, .count, target: .rule("feature and app", holds: false)).verdict == .miss)
}

@Test func aFigureWithoutABoundIsInformation() {
    #expect(Figure("build", 3.2, .minutes, target: .none).verdict == .info)
}

@Test func aFigureThatCouldNotBeMeasuredSaysSo() {
    let figure = Figure("launch", unit: .milliseconds, target: .atMost(25), failure: "no binary")
    #expect(figure.verdict == .notMeasured)
    #expect(figure.valueText == "not measured")
}

@Test func valuesAreWrittenWithTheirUnitsAndDetail() {
    #expect(Figure("a", 1_234_567.4, .perSecond, target: .none).valueText == "1,234,567 /s")
    #expect(Figure("a", 0.456, .microseconds, target: .atMost(5)).targetText == "≤ 5.00 µs")
    #expect(Figure("a", 0.456, .microseconds, target: .none).valueText == "0.46 µs")
    #expect(Figure("a", 2, .count, target: .none, detail: "AppCore, Models").valueText == "2 (AppCore, Models)")
    #expect(FigureUnit.milliseconds.format(-0.04) == "0.0 ms")
    #expect(FigureUnit.megabytes.format(-1.25) == "-1.3 MB")
}

@Test func aSectionHeldToNoTargetKeepsItsValuesAndSaysWhy() {
    let section = FigureSection(
        "Launch",
        [
            Figure("launch", 30, .milliseconds, target: .atMost(25)),
            Figure("relaunch", unit: .milliseconds, target: .atMost(50), failure: "no binary"),
            Figure("rate", 12, .perSecond, target: .none, detail: "3 runs"),
        ])
    let debug = section.heldToNoTarget(because: "debug build")

    #expect(debug.title == "Launch (debug build: not held to targets)")
    #expect(debug.figures.map(\.name) == ["launch", "relaunch", "rate"])
    #expect(debug.figures.map(\.value) == [30, nil, 12])
    #expect(debug.figures.map(\.verdict) == [.info, .notMeasured, .info])
    #expect(debug.figures.map(\.failure) == [nil, "no binary", nil])
    #expect(debug.figures.map(\.valueText) == ["30.0 ms", "not measured", "12 /s (3 runs)"])
    #expect(debug.figures.allSatisfy { $0.target == .none })
}
