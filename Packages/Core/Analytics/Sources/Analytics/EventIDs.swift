import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The IDs events are stored and uploaded under, unique even when the system's UUIDs repeat.
public struct EventIDs: Sendable {
    static let remembered = 64

    private let makeUUID: @Sendable () -> UUID
    private let processMark: String
    private var recent: [UUID] = []
    private var counted: UInt64 = 0
    private(set) var isCounting = false

    /// IDs from `makeUUID`, counted from `processMark` once a UUID repeats.
    public init(
        makeUUID: @escaping @Sendable () -> UUID = UUID.init, processMark: String = EventIDs.processMark()
    ) {
        self.makeUUID = makeUUID
        self.processMark = processMark
        // Checked from the first ID: a source that gives one value only gives it first in every process.
        let first = makeUUID()
        isCounting = first == makeUUID()
    }

    /// The next ID: a fresh UUID, or a counted ID once a UUID has repeated one of the latest.
    public mutating func next() -> String {
        if !isCounting {
            let uuid = makeUUID()
            if !recent.contains(uuid) {
                if recent.count == Self.remembered { recent.removeFirst() }
                recent.append(uuid)
                return uuid.uuidString.lowercased()
            }
            isCounting = true
        }
        counted += 1
        return "\(processMark)-\(counted)"
    }

    /// `<process ID>-<nanoseconds since 1970>`, a mark no other process shares.
    public static func processMark() -> String {
        "\(getpid())-\(Int64(Date().timeIntervalSince1970 * 1_000_000_000))"
    }
}
