import AppTesting
import Foundation

/// One way a file can be spoiled: what was done (for a failure message) and the bytes that result.
struct Corruption: Sendable, CustomStringConvertible {
    let name: String
    let bytes: Data

    var description: String { "\(name) (\(bytes.count) bytes)" }

    /// Every way to spoil `valid`, a versioned JSON file whose payload sits under `payloadKey`:
    /// emptied, truncated (at every `ReliabilityBudget.corruptionStride`-th length), single bits
    /// flipped (in every such byte), a wrong or future
    /// `schemaVersion`, a payload of the wrong JSON type, huge (megabytes, deep nesting), binary
    /// garbage, and the valid contents of `otherFiles` instead.
    static func all(of valid: Data, payloadKey: String, otherFiles: [String: Data]) -> [Corruption] {
        [Corruption(name: "empty", bytes: Data())]
            + truncations(of: valid)
            + bitFlips(of: valid)
            + schemaVersions(payloadKey: payloadKey, payload: payload(of: valid, key: payloadKey))
            + wrongTypes(payloadKey: payloadKey)
            + huge(payloadKey: payloadKey)
            + garbage()
            + otherFiles.sorted { $0.key < $1.key }.map {
                Corruption(name: "the contents of \($0.key)", bytes: $0.value)
            }
    }

    static func truncations(of valid: Data) -> [Corruption] {
        stride(from: 1, to: valid.count, by: ReliabilityBudget.corruptionStride).map {
            Corruption(name: "truncated to \($0) bytes", bytes: valid.prefix($0))
        }
    }

    static func bitFlips(of valid: Data) -> [Corruption] {
        stride(from: valid.startIndex, to: valid.endIndex, by: ReliabilityBudget.corruptionStride).flatMap { index in
            (0..<8).map { bit in
                var bytes = valid
                bytes[index] ^= 1 << bit
                return Corruption(name: "bit \(bit) of byte \(index) flipped", bytes: bytes)
            }
        }
    }

    private static func schemaVersions(payloadKey: String, payload: String) -> [Corruption] {
        let versions = [
            "0", "-1", "2", "99", "\(Int.max)", "\(Int.min)", "1e400", "1.5", "\"1\"", "null", "true", "[1]",
            "{}",
        ]
        return versions.map { version in
            json("schemaVersion \(version)", #"{"schemaVersion":\#(version),"\#(payloadKey)":\#(payload)}"#)
        } + [json("no schemaVersion", #"{"\#(payloadKey)":\#(payload)}"#)]
    }

    private static func wrongTypes(payloadKey: String) -> [Corruption] {
        let payloads = ["null", "0", "-7", "\"text\"", "[]", "[{}]", "{}", "true", #"{"\#(payloadKey)":{}}"#]
        let tops = ["null", "1", "\"schemaVersion\"", "[]", "[{\"schemaVersion\":1}]", "true", "{}"]
        return payloads.map {
            json("\(payloadKey) is \($0)", #"{"schemaVersion":1,"\#(payloadKey)":\#($0)}"#)
        }
            + tops.map { json("the whole file is \($0)", $0) }
    }

    private static func huge(payloadKey: String) -> [Corruption] {
        let megabytes = 4 << 20
        let longString = String(repeating: "x", count: megabytes)
        let deep = String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000)
        return [
            json("a 4 MB string as \(payloadKey)", #"{"schemaVersion":1,"\#(payloadKey)":"\#(longString)"}"#),
            json(
                "4 MB of digits as schemaVersion",
                #"{"schemaVersion":\#(String(repeating: "9", count: megabytes))}"#),
            json(
                "arrays nested 200,000 deep as \(payloadKey)",
                #"{"schemaVersion":1,"\#(payloadKey)":\#(deep)}"#),
            json("arrays nested 200,000 deep", deep),
            Corruption(name: "4 MB of zero bytes", bytes: Data(count: megabytes)),
            Corruption(name: "4 MB of random bytes", bytes: randomBytes(count: megabytes, seed: 1)),
        ]
    }

    private static func garbage() -> [Corruption] {
        (1...64).map { seed in
            let count = 1 << (seed % 13)
            return Corruption(
                name: "\(count) random bytes (seed \(seed))",
                bytes: randomBytes(count: count, seed: UInt64(seed)))
        } + [
            Corruption(name: "a NUL byte", bytes: Data([0])),
            Corruption(name: "a UTF-8 byte order mark", bytes: Data([0xEF, 0xBB, 0xBF])),
            Corruption(name: "UTF-16 JSON", bytes: #"{"schemaVersion":1}"#.data(using: .utf16)!),
            Corruption(name: "invalid UTF-8", bytes: Data([0x7B, 0x22, 0xC3, 0x28, 0x22, 0x3A, 0x31, 0x7D])),
        ]
    }

    /// The payload's JSON text in `valid`, to put under a wrong `schemaVersion`.
    private static func payload(of valid: Data, key: String) -> String {
        guard let object = try? JSONSerialization.jsonObject(with: valid) as? [String: Any],
            let value = object[key],
            let data = try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed])
        else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    private static func json(_ name: String, _ text: String) -> Corruption {
        Corruption(name: name, bytes: Data(text.utf8))
    }

    private static func randomBytes(count: Int, seed: UInt64) -> Data {
        var generator = SplitMix64(seed: seed)
        var data = Data(capacity: count + 8)
        while data.count < count {
            withUnsafeBytes(of: generator.next()) { data.append(contentsOf: $0) }
        }
        return data.prefix(count)
    }
}
