enum InputLine: Equatable, Sendable {
    case text(String)
    case tooLong
}

/// Cuts a byte stream into lines of at most `limit` bytes, dropping a longer one as it arrives.
struct LineSplitter {
    let limit: Int
    private var buffer: [UInt8] = []
    private var start = 0
    private var searched = 0
    private var skipping = false

    init(limit: Int) {
        self.limit = limit
    }

    mutating func next(read: () -> [UInt8]) -> InputLine? {
        while true {
            if let newline = buffer[max(start, searched)...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = Self.withoutCarriageReturn(buffer[start..<newline])
                start = newline + 1
                searched = start
                defer { skipping = false }
                return skipping || line.count > limit ? .tooLong : .text(Self.text(line))
            }
            searched = buffer.count
            // One byte more than the limit may still be the `\r` of a `\r\n`.
            if buffer.count - start > limit + 1 {
                skipping = true
                buffer.removeAll(keepingCapacity: true)
                (start, searched) = (0, 0)
            }
            let chunk = read()
            if chunk.isEmpty {
                let rest = Self.withoutCarriageReturn(buffer[start...])
                defer {
                    buffer.removeAll()
                    (start, searched) = (0, 0)
                    skipping = false
                }
                if skipping || rest.count > limit { return .tooLong }
                return buffer.count == start ? nil : .text(Self.text(rest))
            }
            buffer.removeSubrange(..<start)
            searched -= start
            start = 0
            buffer += chunk
        }
    }

    private static func text(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    private static func withoutCarriageReturn(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes
    }
}
