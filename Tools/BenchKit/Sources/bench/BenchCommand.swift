import ArgumentParser
import BenchKit
import Foundation

/// `Tools/bench`: measures launch, the long script, memory, composition, the state machine and
/// the engineers' loop, prints one table with each target and whether it was met, and writes
/// docs/benchmarks.md.
@main
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure the app against its performance targets and write docs/benchmarks.md.")

    @Option(help: "The repo's root folder.")
    var repo: String

    @Flag(help: "A handful of samples per figure, to prove the suite still works; writes no page.")
    var quick = false

    @Flag(help: "Leave out the engineers' loop (a clean build and test of everything takes minutes).")
    var skipBuildFigures = false

    @Flag(help: "Measure the TLS figures alone and print them; writes no page.")
    var tlsOnly = false

    func run() throws {
        if tlsOnly {
            print(ResultTable([TLSFigures(count: quick ? 10 : 100).measure()]).text)
            return
        }
        let root = URL(fileURLWithPath: repo).standardizedFileURL
        let machine = MachineDescription.current()
        let started = Date()
        let run = BenchRun(
            .init(
                repo: root, quick: quick, skipBuildFigures: skipBuildFigures,
                sharedBuildFlags: (ProcessInfo.processInfo.environment["SHARED_BUILD_FLAGS"] ?? "")
                    .split(separator: " ").map(String.init)),
            log: { printToStandardError("bench: \($0)") })
        let sections = try run.run()
        print(ResultTable(sections).text)
        if !quick {
            // The notes beside the harness; a missing one is empty.
            func note(_ name: String) -> String {
                let url = root.appendingPathComponent("Tools/Benchmarks/\(name)")
                return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
            }
            let page = BenchmarksPage(
                date: started, machine: machine, loadAfter: MachineDescription.currentLoadAverages(),
                sections: sections, missNotes: MissNotes.parse(note("MissNotes.md")),
                measuredByHand: note("MeasuredByHand.md"))
            try Data(page.markdown.utf8).write(to: root.appendingPathComponent("docs/benchmarks.md"))
            print("\nWrote docs/benchmarks.md")
        }
        let unmeasured = sections.flatMap(\.figures).filter { $0.verdict == .notMeasured }
        for figure in unmeasured {
            printToStandardError("bench: not measured: \(figure.name): \(figure.failure ?? "")")
        }
        if !unmeasured.isEmpty { throw ExitCode.failure }
    }
}

/// Writes `line` to standard error; a closed one drops it rather than trapping.
private func printToStandardError(_ line: String) {
    try? FileHandle.standardError.write(contentsOf: Data((line + "\n").utf8))
}
