/// The lines entered before, oldest first, bounded in number and size: what Up, Down and Ctrl-R use.
public struct History: Equatable, Sendable {
    /// How many lines a history keeps unless told: the newest thousand.
    public static let defaultCapacity = 1_000
    /// The longest line a history keeps unless told, in bytes of UTF-8; a longer one is not kept.
    public static let defaultEntryByteLimit = 1_024

    /// The lines, oldest first.
    public private(set) var entries: [String] = []
    /// The most lines kept; adding one more drops the oldest.
    public let capacity: Int
    /// The longest line kept, in bytes.
    public let entryByteLimit: Int

    /// An empty history.
    public init(capacity: Int = defaultCapacity, entryByteLimit: Int = defaultEntryByteLimit) {
        self.capacity = max(0, capacity)
        self.entryByteLimit = entryByteLimit
    }

    /// The history a file's bytes hold, one line each; lines ``add(_:)`` would refuse are skipped.
    public init(
        fileContents: some Collection<UInt8>, capacity: Int = defaultCapacity,
        entryByteLimit: Int = defaultEntryByteLimit
    ) {
        self.init(capacity: capacity, entryByteLimit: entryByteLimit)
        for line in fileContents.split(separator: UInt8(ascii: "\n")) {
            let text = String(decoding: line, as: UTF8.self)
            if text.utf8.elementsEqual(line) { add(text) }
        }
    }

    /// The bytes of a file that holds this history: each line ended by a line feed.
    public var fileContents: [UInt8] {
        Array(entries.map { $0 + "\n" }.joined().utf8)
    }

    /// Adds `line` as the newest line; false when blank, too long, with a control character or a repeat.
    @discardableResult
    public mutating func add(_ line: String) -> Bool {
        guard capacity > 0, line.utf8.count <= entryByteLimit, line.contains(where: { !$0.isWhitespace }),
            line.unicodeScalars.allSatisfy(KeyDecoder.isPrintable), line != entries.last
        else { return false }
        entries.append(line)
        if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
        return true
    }

    /// The index of the newest line at or before `index` that contains `query`, or nil.
    public func lastIndex(containing query: String, atOrBefore index: Int) -> Int? {
        guard !entries.isEmpty, index >= 0 else { return nil }
        return entries[...min(index, entries.count - 1)].lastIndex { query.isEmpty || $0.contains(query) }
    }
}
