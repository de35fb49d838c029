import Foundation
import Testing

@testable import BenchKit

@Test func aChildsExitStatusOutputAndMemoryAreReported() throws {
    let outcome = try ChildProcess.run("sh", ["-c", "read line; echo \"got $line\"; echo oops >&2; exit 3"], input: "hi\n")
    #expect(outcome.status == 3)
    #expect(String(decoding: outcome.output, as: UTF8.self) == "got hi\n")
    #expect(outcome.errorOutput == "oops\n")
    #expect(outcome.peakResidentKilobytes > 0)
    #expect(outcome.seconds > 0)
}

@Test func aChildEndedByASignalReportsOneHundredTwentyEightPlusIt() throws {
    #expect(try ChildProcess.run("sh", ["-c", "kill -TERM $$"]).status == 128 + 15)
}

@Test func aProgramThatDoesNotExistCannotStart() {
    #expect(throws: BenchError.self) { try ChildProcess.run("no-such-program-\(UUID().uuidString)", []) }
}
