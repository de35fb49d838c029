/// Turns the bytes a terminal sends into keys, a chunk at a time, whatever the bytes are; it holds at
/// most a few bytes between chunks, so no input makes it grow.
public struct KeyDecoder: Sendable {
    /// The most parameter bytes of an escape sequence kept; a longer sequence is skipped.
    public static let sequenceLimit = 16

    private enum State: Sendable {
        case ground
        case escape
        case controlSequence
        case singleShift
    }

    private var state = State.ground
    private var parameters: [UInt8] = []
    private var parametersOverflowed = false
    private var text: [UInt8] = []
    /// Whether the last byte was a carriage return, whose line feed (`\r\n`) is the same Enter.
    private var afterCarriageReturn = false

    /// A decoder in its initial state.
    public init() {}

    /// The keys `bytes` complete; what they leave unfinished waits for the next chunk.
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
        var keys: [Key] = []
        for byte in bytes {
            consume(byte, into: &keys)
        }
        flushText(into: &keys, final: false)
        return keys
    }

    /// The keys left at the end of the input; an unfinished character becomes U+FFFD.
    public mutating func finish() -> [Key] {
        var keys: [Key] = []
        flushText(into: &keys, final: true)
        state = .ground
        parameters.removeAll()
        parametersOverflowed = false
        afterCarriageReturn = false
        return keys
    }

    private mutating func consume(_ byte: UInt8, into keys: inout [Key]) {
        switch state {
        case .ground: ground(byte, into: &keys)
        case .escape: escape(byte, into: &keys)
        case .controlSequence: controlSequence(byte, into: &keys)
        case .singleShift: singleShift(byte, into: &keys)
        }
    }

    private mutating func ground(_ byte: UInt8, into keys: inout [Key]) {
        if byte >= 0x20, byte != 0x7F {
            afterCarriageReturn = false
            text.append(byte)
            return
        }
        // A control byte ends the text: a character it cuts short is not finished by what follows.
        flushText(into: &keys, final: true)
        let followsCarriageReturn = afterCarriageReturn
        afterCarriageReturn = byte == 0x0D
        switch byte {
        case 0x1B: state = .escape
        case 0x0A where followsCarriageReturn: break
        case 0x0A, 0x0D: keys.append(.enter)
        default: Self.controlKey(byte).map { keys.append($0) }
        }
    }

    private mutating func escape(_ byte: UInt8, into keys: inout [Key]) {
        switch byte {
        case UInt8(ascii: "["):
            state = .controlSequence
            parameters.removeAll(keepingCapacity: true)
            parametersOverflowed = false
        case UInt8(ascii: "O"): state = .singleShift
        case UInt8(ascii: "b"): finish(.wordLeft, into: &keys)
        case UInt8(ascii: "f"): finish(.wordRight, into: &keys)
        case 0x7F, 0x08: finish(.deleteWordBackward, into: &keys)
        case 0x1B: keys.append(.cancel)
        default:
            // A lone Escape, then a key of its own.
            keys.append(.cancel)
            state = .ground
            ground(byte, into: &keys)
        }
    }

    private mutating func controlSequence(_ byte: UInt8, into keys: inout [Key]) {
        switch byte {
        case 0x20...0x3F:
            if parameters.count < Self.sequenceLimit {
                parameters.append(byte)
            } else {
                parametersOverflowed = true
            }
        case 0x40...0x7E:
            state = .ground
            if !parametersOverflowed, let key = Self.sequenceKey(parameters, final: byte) {
                keys.append(key)
            }
        default:
            // Not part of a sequence: the sequence was cut short, and the byte counts on its own.
            state = .ground
            ground(byte, into: &keys)
        }
    }

    private mutating func singleShift(_ byte: UInt8, into keys: inout [Key]) {
        state = .ground
        guard (0x40...0x7E).contains(byte) else {
            ground(byte, into: &keys)
            return
        }
        Self.arrowOrEdge(byte).map { keys.append($0) }
    }

    private mutating func finish(_ key: Key, into keys: inout [Key]) {
        keys.append(key)
        state = .ground
    }

    private mutating func flushText(into keys: inout [Key], final: Bool) {
        guard !text.isEmpty else { return }
        let kept = final ? 0 : Self.unfinishedTail(of: text)
        let complete = text[..<(text.count - kept)]
        if !complete.isEmpty {
            let printable = Self.printableText(complete)
            if !printable.isEmpty { keys.append(.text(printable)) }
        }
        text.removeFirst(text.count - kept)
    }

    private static func printableText(_ bytes: ArraySlice<UInt8>) -> String {
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var codec = UTF8()
        var iterator = bytes.makeIterator()
        decoding: while true {
            switch codec.decode(&iterator) {
            case .scalarValue(let scalar):
                if isPrintable(scalar) { UTF8.encode(scalar) { kept.append($0) } }
            case .error:
                kept += [0xEF, 0xBF, 0xBD]
            case .emptyInput:
                break decoding
            }
        }
        return String(decoding: kept, as: UTF8.self)
    }

    private static func unfinishedTail(of bytes: [UInt8]) -> Int {
        for back in 1...min(3, bytes.count) {
            let byte = bytes[bytes.count - back]
            if byte & 0xC0 == 0x80 { continue }
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
            return length > back ? back : 0
        }
        return 0
    }

    /// Whether a decoded character may be shown: no control character and no bidirectional control.
    static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory != .control && !(0x202A...0x202E).contains(scalar.value)
            && !(0x2066...0x2069).contains(scalar.value)
    }

    private static func controlKey(_ byte: UInt8) -> Key? {
        switch byte {
        case 0x01: .home
        case 0x02: .left
        case 0x03: .interrupt
        case 0x04: .endOfInput
        case 0x05: .end
        case 0x06: .right
        case 0x07: .cancel
        case 0x08, 0x7F: .backspace
        case 0x09: .tab
        case 0x0B: .killToEnd
        case 0x0C: .clearScreen
        case 0x0E: .down
        case 0x10: .up
        case 0x12: .reverseSearch
        case 0x15: .killToStart
        case 0x17: .deleteWordBackward
        default: nil
        }
    }

    private static func sequenceKey(_ parameters: [UInt8], final: UInt8) -> Key? {
        let numbers = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map {
            $0.isEmpty || $0.count > 4 || !$0.allSatisfy { (0x30...0x39).contains($0) }
                ? nil : Int(String(decoding: $0, as: UTF8.self))
        }
        switch final {
        case UInt8(ascii: "~"):
            switch numbers.first ?? nil {
            case 1, 7: return .home
            case 4, 8: return .end
            case 3: return .delete
            default: return nil
            }
        case UInt8(ascii: "C"), UInt8(ascii: "D"):
            // `1;5C` is Ctrl-Right, `1;3C` Alt-Right: a word at a time.
            let modifier = numbers.count > 1 ? numbers[1] : nil
            if modifier == 3 || modifier == 5 {
                return final == UInt8(ascii: "C") ? .wordRight : .wordLeft
            }
            return arrowOrEdge(final)
        default:
            return arrowOrEdge(final)
        }
    }

    private static func arrowOrEdge(_ final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        default: nil
        }
    }
}
