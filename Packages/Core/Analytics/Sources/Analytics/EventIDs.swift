import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The IDs events are stored and uploaded under, unique whatever the system's UUIDs do: random
/// UUIDs while the source gives fresh ones, and once it repeats one, `<process mark>-<n>`.
public struct EventIDs: Sendable {
    /// How many of the latest UUIDs a new one is checked against.
    static let remembered = 64

    private let makeUUID: @Sendable () -> UUID
    private let processMark: String
    private var recent: [UUID] = []
    private var counted: UInt64 = 0
    /// Whether the source repeated itself, so IDs are counted from then on.
    private(set) var isCounting = false

    /// IDs from `makeUUID`; `processMark` (by default the process ID and the time the source was
    /// made) starts the counted ones, so they are unique across processes too.
    public init(
        makeUUID: @escaping @Sendable () -> UUID = UUID.init, processMark: String = EventIDs.processMark()
    ) {
        self.makeUUID = makeUUID
        self.processMark = processMark
        // A source that gives one value only (Foundation's without /dev/urandom) gives it first in
        // every process, so the check starts before the first ID.
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

    /// `<process ID>-<nanoseconds since 1970>`: no two live processes share the one, and a process
    /// that reuses an ID starts later.
    public static func processMark() -> String {
        "\(getpid())-\(Int64(Date().timeIntervalSince1970 * 1_000_000_000))"
    }
}
