import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard output and error as the running shell writes them: each text joins one queue, in the order
/// written, and a thread of its own writes the queue out.
final class OutputQueue: @unchecked Sendable {
    private struct Item {
        let descriptor: Int32
        let bytes: [UInt8]
    }

    /// The most bytes held before a writer waits for room; a larger text is taken alone.
    let byteLimit: Int
    private let (output, errors): (Int32, Int32)
    private let condition = NSCondition()
    private var items: [Item] = []
    private var head = 0
    private var inFlight = 0
    private var heldBytes = 0
    private var releasedAt: ContinuousClock.Instant?
    private var droppedLines = 0
    private var failed: Set<Int32> = []
    private var isFinished = false

    init(byteLimit: Int = 1 << 20, output: Int32 = STDOUT_FILENO, errors: Int32 = STDERR_FILENO) {
        self.byteLimit = byteLimit
        (self.output, self.errors) = (output, errors)
        Thread { [self] in writeUntilFinished() }.start()
    }

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

    func release() {
        condition.lock()
        if releasedAt == nil { releasedAt = .now }
        condition.broadcast()
        condition.unlock()
    }

    func finish(within bound: Duration) -> Int {
        condition.lock()
        while head < items.count {
            if let releasedAt {
                let left = releasedAt.duration(to: .now) - bound
                guard left < .zero else { break }
                _ = condition.wait(until: Date(timeIntervalSinceNow: Self.seconds(.zero - left)))
            } else {
                condition.wait()
            }
        }
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
        while let next = nextRun() {
            let failure =
                next.descriptor < 0 ? nil : DescriptorOutput.writeAll(next.bytes, to: next.descriptor)
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

    private func nextRun() -> Item? {
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
            return Item(descriptor: -1, bytes: bytes)
        }
        return Item(descriptor: descriptor, bytes: bytes)
    }

    private static func lines(in bytes: [UInt8]) -> Int {
        bytes.count { $0 == UInt8(ascii: "\n") }
    }

    private static func seconds(_ duration: Duration) -> TimeInterval {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
