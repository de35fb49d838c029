import Foundation

/// A gzip stream of zero bytes, about 160 times smaller than what it inflates to.
enum GzipBomb {
    static func zeros(count: Int) -> Data {
        var bits = BitWriter()
        bits.write(0b1, count: 1)  // BFINAL
        bits.write(0b01, count: 2)  // BTYPE: fixed Huffman codes
        bits.writeCode(0x30, length: 8)  // literal 0
        var remaining = max(count - 1, 0)
        while remaining >= 258 {
            bits.writeCode(0b1100_0101, length: 8)  // length symbol 285: 258 bytes
            bits.writeCode(0, length: 5)  // distance symbol 0: distance 1
            remaining -= 258
        }
        for _ in 0..<remaining { bits.writeCode(0x30, length: 8) }
        bits.writeCode(0, length: 7)  // end of block
        var data = Data([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff])
        data.append(bits.finish())
        let size = UInt32(truncatingIfNeeded: count)
        data.append(contentsOf: [0, 0, 0, 0])
        data.append(contentsOf: (0..<4).map { UInt8(truncatingIfNeeded: size >> ($0 * 8)) })
        return data
    }
}

/// Bits packed least significant first, as deflate wants; Huffman codes go most significant first.
private struct BitWriter {
    private var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var used = 0

    mutating func write(_ value: UInt64, count: Int) {
        buffer |= value << UInt64(used)
        used += count
        while used >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            used -= 8
        }
    }

    mutating func writeCode(_ code: UInt64, length: Int) {
        var reversed: UInt64 = 0
        for bit in 0..<length where code & (1 << UInt64(bit)) != 0 {
            reversed |= 1 << UInt64(length - 1 - bit)
        }
        write(reversed, count: length)
    }

    mutating func finish() -> Data {
        if used > 0 { bytes.append(UInt8(truncatingIfNeeded: buffer)) }
        return Data(bytes)
    }
}
