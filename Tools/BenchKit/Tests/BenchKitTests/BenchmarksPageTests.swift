import Foundation
import Testing

@testable import BenchKit

private let machine = MachineDescription(
    cpu: "Test CPU", cores: 2, memoryGigabytes: 24, operatingSystem: "Debian", swiftVersion: "Swift 6.3.1",
    loadAverages: [0.1, 0.2, 0.3])

@Test func thePageNamesTheMachineAndTheDate() {
    let page = BenchmarksPage(
        date: Date(timeIntervalSince1970: 0), machine: machine, loadAfter: [0.4, 0.2, 0.3], sections: [],
        missNotes: [:]
    ).markdown
    #expect(page.contains("## Latest run: 1970-01-01 00:00 UTC"))
    #expect(page.contains("Test CPU, 2 cores"))
    #expect(page.contains("at the start: 0.10, 0.20, 0.30; at the end: 0.40, 0.20, 0.30"))
    #expect(!page.contains("busy"))
}

@Test func aMissShowsItsNoteAndAPassShowsNone() {
    let sections = [
        FigureSection(
            "Launch",
            [
                Figure("Launch", 30, .milliseconds, target: .atMost(25)),
                Figure("Relaunch", 20, .milliseconds, target: .atMost(50)),
            ])
    ]
    let page = BenchmarksPage(
        date: Date(), machine: machine, loadAfter: [], sections: sections,
        missNotes: ["Launch": "The backend starts first.", "Relaunch": "Never shown."]
    ).markdown
    #expect(page.contains("### Launch\n\nThe backend starts first."))
    #expect(!page.contains("Never shown."))
}

@Test func aBusyMachineIsCalledOut() {
    var busy = machine
    busy.loadAverages = [4.5, 4, 3]
    let page = BenchmarksPage(date: Date(), machine: busy, loadAfter: [], sections: [], missNotes: [:])
        .markdown
    #expect(page.contains("**The machine was busy**"))
}

@Test func aNoteHeadedWithAPrefixAndAStarIsWrittenOnceForEveryFigureItStarts() {
    let sections = [
        FigureSection(
            "Loop",
            [
                Figure("Warm swift test: Models", 1.2, .seconds, target: .atMost(0.7)),
                Figure("Warm swift test: Design", 0.5, .seconds, target: .atMost(0.7)),
                Figure("Warm swift test: Storage", 0.9, .seconds, target: .atMost(0.7)),
            ])
    ]
    let page = BenchmarksPage(
        date: Date(), machine: machine, loadAfter: [], sections: sections,
        missNotes: ["Warm swift test: *": "SwiftPM plans the build first."]
    ).markdown
    #expect(
        page.contains("### Warm swift test\n\nMissed for: Models, Storage.\n\nSwiftPM plans the build first.")
    )
    #expect(page.components(separatedBy: "SwiftPM plans the build first.").count == 2)
}

@Test func figuresMeasuredByHandGetASectionOfTheirOwnAndNoneWhenThereAreNone() {
    let withThem = BenchmarksPage(
        date: Date(), machine: machine, loadAfter: [], sections: [], missNotes: [:],
        measuredByHand: "| CI | 12 min |\n"
    ).markdown
    #expect(
        withThem.contains("## Measured by hand, not by this run\n\n| CI | 12 min |\n\n## How each figure"))
    let without = BenchmarksPage(date: Date(), machine: machine, loadAfter: [], sections: [], missNotes: [:])
        .markdown
    #expect(!without.contains("Measured by hand"))
}
