import Foundation
import Testing

@testable import BenchKit

@Test func theMedianIsTheMiddleValue() {
    #expect(Statistics.median([3, 1, 2]) == 2)
    #expect(Statistics.median([4, 1, 3, 2]) == 2.5)
    #expect(Statistics.median([]) == nil)
}

@Test func theFirstInteractiveScreenSkipsTheLaunchScreen() throws {
    let output = """
        {"type":"transition","t":3,"from":"loading","to":"unauthenticated"}
        {"type":"screen","t":4,"window":"main","screen":"launch","text":""}
        {"type":"screen","t":9,"window":"main","screen":"sign-in","text":"Sign in"}
        {"type":"error","t":10,"message":"No more posts."}
        """
    let events = try ShellEvent.parse(Data(output.utf8))
    #expect(events.firstInteractiveScreen?.screen == "sign-in")
    #expect(events.firstInteractiveScreen?.t == 9)
    #expect(events.errorMessages == ["No more posts."])
}

@Test func aLineThatIsNotJSONIsAnError() {
    #expect(throws: BenchError.self) { try ShellEvent.parse(Data("Signed in\n".utf8)) }
}

@Test func theHarnessMedianIsRowFifty() throws {
    let table = "Percentile\tTime (wall clock) (ns) *\n0\t100\n50\t250\n100\t900\n"
    #expect(HarnessResults.median(inPercentileTable: table) == 250)
    let results = HarnessResults(medians: [
        "Current_run.CompositionBenchmarks.composition.ours.wallClock.histogram.percentiles.tsv": 1_500
    ])
    #expect(try results.medianNanoseconds(of: "composition.ours") == 1_500)
    #expect(throws: BenchError.self) { try results.medianNanoseconds(of: "composition.swinject") }
}

@Test func compiledModulesComeFromFrontendJobsAndProgressLines() {
    let log = """
        [3/9] Compiling SettingsFeature SettingsController.swift
        /opt/swift/usr/bin/swift-frontend -frontend -c /a/B.swift -module-name AppCore -o /x.o
        /opt/swift/usr/bin/swift-frontend -frontend -emit-module -module-name Models
        /opt/swift/usr/bin/swift-frontend -frontend -c /p/GenerateManual.swift -I /opt/swift/usr/lib/swift/pm/PluginAPI -module-name GenerateManual
        [9/9] Linking app-shell
        """
    #expect(CompileLog.compiledModules(in: log) == ["SettingsFeature", "AppCore"])
}

@Test func aBodyEditGoesBeforeTheFirstStatementOfAFunction() {
    let lines = [
        "struct A {",
        "    var x: Int { 1 }",
        "    func total() -> Int {",
        "        x + 1",
        "    }",
        "    func run() {",
        "        let y = 2",
        "        print(y)",
        "    }",
        "}",
    ]
    #expect(BodyEdit.editableLine(in: lines) == 6)
}

@Test func aBodyEditIsRestoredByteForByte() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "bodyedit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("A.swift")
    let original = "func run() {\n    guard true else { return }\n}\n"
    try Data(original.utf8).write(to: file)
    let edit = try BodyEdit(firstFunctionUnder: folder)
    #expect(
        try String(contentsOf: file, encoding: .utf8)
            == "func run() {\n    _ = 0\n    guard true else { return }\n}\n")
    try edit.restore()
    #expect(try String(contentsOf: file, encoding: .utf8) == original)
}

@Test func missNotesAreReadBySection() {
    let notes = MissNotes.parse("# Notes\n\nintro\n\n## Launch, median\n\nBecause.\n\n## Other\nMore.\n")
    #expect(notes == ["Launch, median": "Because.", "Other": "More."])
}
