import Foundation
import Testing

@testable import AppShell

/// An endless input of one line a chunk, counting the chunks read.
private final class EndlessInput: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var reads: Int { lock.withLock { count } }

    func read() -> [UInt8] {
        lock.withLock { count += 1 }
        return Array("y\n".utf8)
    }
}

struct StandardInputLinesTests {
    @Test func aLineIsReadOnlyWhenItIsAskedFor() async {
        let input = EndlessInput()
        var lines = StandardInputLines.stream(read: input.read).makeAsyncIterator()
        for _ in 1...3 { #expect(await lines.next() == .text("y")) }
        #expect(input.reads == 3)
    }
}
