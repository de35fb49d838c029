import AppTesting
import Foundation
import Testing

/// The real `app-shell` killed with SIGKILL at seeded random moments of a busy script, each kill
/// followed by a relaunch on the same data directory. After every kill the session file, scene
/// storage, the outbox and the backend's file are whole or absent, and every event the app had
/// printed is stored; after the relaunch's clean end the backend holds exactly the events stored
/// at the kill plus the ones the relaunch tracked, each once, and the outbox is empty.
struct CrashTests {
    @Test func killedAtRandomMomentsNothingIsHalfWrittenAndEveryStoredEventArrivesOnce() async throws {
        try await ScratchDirectory.with("crash") { directory in
            let crash = CrashRun(directory: directory)
            try crash.writeScripts()
            let whole = try await crash.runScript(killAfterLines: nil)
            try #require(
                whole.status == 0 && !whole.killed, "the script fails without a kill:\n\(whole.stderr)")
            let length = whole.lines.count
            try await crash.relaunch()

            var random = SplitMix64(seed: FaultBudget.seed)
            var tally = CrashTally()
            var before = StoredFiles(directory: crash.data)
            var runs = 0
            while tally.kills < FaultBudget.kills, runs < 2 * FaultBudget.kills {
                runs += 1
                let line = Int.random(in: 1..<length, using: &random)
                let run = try await crash.runScript(killAfterLines: line)
                try #require(!run.crashed, "run \(runs) crashed:\n\(run.stderr)")
                guard run.killed else {
                    tally.completed += 1
                    try await crash.relaunch()
                    before = StoredFiles(directory: crash.data)
                    continue
                }
                tally.kills += 1
                let atKill = StoredFiles(directory: crash.data)
                let context = "run \(runs), killed after line \(line) (FAULT_SEED=\(FaultBudget.seed))"
                check(atKill, after: before, printed: ShellEvents(run.lines), context, &tally)

                let relaunch = try await crash.relaunch()
                let after = StoredFiles(directory: crash.data)
                check(after, relaunchedFrom: atKill, before: before, tracked: relaunch, context, &tally)
                before = after
            }
            #expect(tally.kills >= FaultBudget.kills, "only \(tally.kills) of \(runs) runs were killed")
            FileHandle.standardError.write(Data("CrashTests: \(tally)\n".utf8))
        }
    }

    /// Right after a kill: no file is half-written, and every event the run printed is stored.
    private func check(
        _ atKill: StoredFiles, after before: StoredFiles, printed: ShellEvents, _ context: String,
        _ tally: inout CrashTally
    ) {
        #expect(atKill.problems == [], "\(context)")
        let stored = Set(atKill.received).union(atKill.outbox).subtracting(before.received)
        let storedNames = countByName(stored.map(\.name))
        for (name, count) in countByName(printed.analyticsNames) {
            #expect(
                storedNames[name, default: 0] >= count,
                "\(context): \(name) was tracked \(count) times but stored \(storedNames[name, default: 0])")
        }
        tally.storedAtKill += stored.count
        tally.deliveredAfterRelaunch += atKill.outbox.count
        tally.leftovers += atKill.leftovers.count
    }

    /// After the relaunch: the outbox is delivered, the backend has each stored event once and
    /// exactly the relaunch's own events besides, and only scene storage a restoration was under
    /// way for was moved aside.
    private func check(
        _ after: StoredFiles, relaunchedFrom atKill: StoredFiles, before: StoredFiles,
        tracked relaunch: ShellEvents, _ context: String, _ tally: inout CrashTally
    ) {
        #expect(after.problems == [], "\(context)")
        #expect(after.outbox == [], "\(context): events left in the outbox after the relaunch")
        #expect(Set(after.received.map(\.id)).count == after.received.count, "\(context): a duplicate ID")
        // Events the backend had before this run may have aged out of what it keeps (the last
        // 20,000) in a long run; this run's must all be there.
        let stored = Set(atKill.received).union(atKill.outbox).subtracting(before.received)
        let received = Set(after.received).subtracting(before.received)
        #expect(stored.isSubset(of: received), "\(context): lost \(stored.subtracting(received))")
        #expect(
            countByName(received.subtracting(stored).map(\.name)) == countByName(relaunch.analyticsNames),
            "\(context): the backend got other new events than the relaunch tracked")
        let quarantined = Set(after.quarantined).subtracting(before.quarantined)
        if atKill.isRestoring {
            tally.restorationsSkipped += 1
            #expect(
                quarantined.allSatisfy { $0.hasPrefix("scenes.json.corrupt-") }, "\(context): \(quarantined)")
        } else {
            #expect(quarantined.isEmpty, "\(context): moved aside \(quarantined)")
        }
    }
}
