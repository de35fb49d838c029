import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard output and error written in order by a thread of their own, so a reader that stalls
/// holds that thread, never the app (docs/headless-shell.md).
final class OutputQueue: @unchecked Sendable {
    private struct Item {
        let descriptor: Int32
        let bytes: [UInt8]
    }

    /// The most bytes held before a writer waits for room; a larger text is taken alone.
    let byteLimit: Int
    /// What a finish gives the queue even when the bound has passed: the last lines (which signal
    /// stopped the run) may only be waiting for the writer's turn on a busy machine.
    static let grace = Duration.milliseconds(200)
    private let (output, errors): (Int32, Int32)
    private let condition = NSCondition()
    private var items: [Item] = []
    /// Where the items not yet written start; those before it are written.
    private var head = 0
    /// How many items from `head` on the writer thread is writing now.
    private var inFlight = 0
    private var heldBytes = 0
    private var releasedAt: ContinuousClock.Instant?
    private var droppedLines = 0
    /// Descriptors whose write failed without ending the process: what else they are given is dropped.
    private var failed: Set<Int32> = []
    private var isFinished = false
    /// Once set, what each write to a terminal is made through (the prompt's `interject`).
    private var aroundTerminalWrite: (@Sendable (() -> Void) -> Void)?
    private var terminals: Set<Int32> = []

    init(byteLimit: Int = 1 << 20, output: Int32 = STDOUT_FILENO, errors: Int32 = STDERR_FILENO) {
        self.byteLimit = byteLimit
        (self.output, self.errors) = (output, errors)
        Thread { [self] in writeUntilFinished() }.start()
    }

    /// Queues `text`, waiting while the queue is over ``byteLimit`` unless a signal is ending the process.
    func write(_ text: String, to descriptor: Int32) {
        let bytes = Array(text.utf8)
        condition.lock()
        defer { condition.unlock() }
        while releasedAt == nil, !isFinished, heldBytes > 0, heldBytes + bytes.count > byteLimit {
            condition.wait()
        }
        if isFinished || failed.contains(descriptor) || (heldBytes > 0 && heldBytes + bytes.count > byteLimit)
        {
            droppedLines += Self.lines(in: bytes)
            return
        }
        items.append(Item(descriptor: descriptor, bytes: bytes))
        heldBytes += bytes.count
        condition.broadcast()
    }

    /// Makes every later write to a terminal through `around`: the line editor takes the line
    /// being typed off the screen around it, so output that comes while idle stays out of it.
    func writeToTerminals(through around: @escaping @Sendable (() -> Void) -> Void) {
        condition.lock()
        defer { condition.unlock() }
        aroundTerminalWrite = around
        terminals = Set([output, errors].filter { isatty($0) == 1 })
    }

    /// Waits until everything queued so far is written, or the queue was released or finished.
    @Sendable func waitUntilWritten() {
        condition.lock()
        while head < items.count, releasedAt == nil, !isFinished { condition.wait() }
        condition.unlock()
    }

    /// A signal is ending the process: no writer waits for room any more. Safe from any thread.
    func release() {
        condition.lock()
        if releasedAt == nil { releasedAt = .now }
        condition.broadcast()
        condition.unlock()
    }

    /// Writes out what is queued (within `bound` once released, and at least ``grace``), stops the
    /// writer, and returns how many lines were dropped.
    func finish(within bound: Duration) -> Int {
        condition.lock()
        let called = ContinuousClock.now
        while head < items.count {
            if let releasedAt {
                let deadline = max(releasedAt.advanced(by: bound), called.advanced(by: Self.grace))
                let left = ContinuousClock.now.duration(to: deadline)
                guard left > .zero else { break }
                _ = condition.wait(until: Date(timeIntervalSinceNow: Self.seconds(left)))
            } else {
                condition.wait()
            }
        }
        // What the writer is stuck on is lost; standard error's other lines are written here if they can be.
        let stuck = items[head..<min(head + inFlight, items.count)]
        let unwritten = items[stuck.endIndex...]
        let standardError = unwritten.filter { $0.descriptor == errors }.flatMap(\.bytes)
        for item in stuck + unwritten.filter({ $0.descriptor != errors }) {
            droppedLines += Self.lines(in: item.bytes)
        }
        let lines = droppedLines
        items.removeAll()
        (head, inFlight, isFinished) = (0, 0, true)
        condition.broadcast()
        condition.unlock()
        _ = DescriptorOutput.writeWithoutWaiting(standardError, to: errors, milliseconds: 100)
        return lines
    }

    private func writeUntilFinished() {
        while let (next, around) = nextRun() {
            var failure: Int32?
            if next.descriptor >= 0 {
                around { failure = DescriptorOutput.writeAll(next.bytes, to: next.descriptor) }
            }
            condition.lock()
            if !isFinished {
                head += inFlight
                heldBytes -= next.bytes.count
                inFlight = 0
                if head > 1_024, head * 2 > items.count {
                    items.removeFirst(head)
                    head = 0
                }
            }
            let released = releasedAt != nil
            if failure != nil { failed.insert(next.descriptor) }
            condition.broadcast()
            condition.unlock()
            if let failure, next.descriptor == output, !released {
                StandardOutput.failed(failure)
            }
        }
    }

    /// The next items for one descriptor as one write of at most 64 KiB, and what to write them
    /// through; nil once finished.
    private func nextRun() -> (Item, around: (() -> Void) -> Void)? {
        condition.lock()
        defer { condition.unlock() }
        while head == items.count, !isFinished { condition.wait() }
        guard !isFinished else { return nil }
        let descriptor = items[head].descriptor
        var bytes: [UInt8] = []
        var end = head
        while end < items.count, items[end].descriptor == descriptor,
            bytes.isEmpty || bytes.count + items[end].bytes.count <= 64 << 10
        {
            bytes += items[end].bytes
            end += 1
        }
        inFlight = end - head
        if failed.contains(descriptor) {
            // Written nowhere: taken off the queue as if written.
            return (Item(descriptor: -1, bytes: bytes), { $0() })
        }
        let around = terminals.contains(descriptor) ? aroundTerminalWrite : nil
        return (Item(descriptor: descriptor, bytes: bytes), around ?? { $0() })
    }

    private static func lines(in bytes: [UInt8]) -> Int {
        bytes.count { $0 == UInt8(ascii: "\n") }
    }

    private static func seconds(_ duration: Duration) -> TimeInterval {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
