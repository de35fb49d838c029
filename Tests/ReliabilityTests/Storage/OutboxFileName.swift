import AppTesting
import Foundation

/// An outbox file name, as bytes (so names that are not UTF-8 are included), and what a launch
/// must do with the file, decided here without the app's code: a name `event-<n>.json` with n in
/// ASCII digits from 1 to Int.max and no leading zero is delivered; a name already moved aside
/// (`.corrupt-`) is left alone; anything else is moved aside.
struct OutboxFileName: Sendable, CustomStringConvertible {
    enum Outcome: Sendable {
        case delivered, movedAside, leftAlone
    }

    let bytes: [UInt8]

    /// The name as the app's listing gives it: the bytes, with any that are not UTF-8 replaced.
    var name: String { String(decoding: bytes, as: UTF8.self) }

    var description: String { name.debugDescription + (isUTF8 ? "" : " (not UTF-8: \(bytes))") }

    var isUTF8: Bool { Array(name.utf8) == bytes }

    var outcome: Outcome {
        guard isUTF8 else { return .movedAside }
        if name.contains(".corrupt-") { return .leftAlone }
        guard let match = name.wholeMatch(of: /event-([1-9][0-9]*)\.json/.matchingSemantics(.unicodeScalar))
        else { return .movedAside }
        let digits = match.1
        let fits = digits.count < 19 || (digits.count == 19 && digits <= "9223372036854775807")
        return fits ? .delivered : .movedAside
    }

    /// Hand-picked names across the sequence space, then `mutations` seeded random edits of a
    /// valid one. None is `event-2.json`, which the test uses for its good event.
    static func all(mutations: Int) -> [OutboxFileName] {
        let picked = picked.map { OutboxFileName(bytes: Array($0.utf8)) } + notUTF8.map(OutboxFileName.init)
        var generator = SplitMix64(seed: 12)
        let mutated = (0..<mutations).map { _ in mutation(using: &generator) }
        return (picked + mutated).filter { $0.bytes != Array("event-2.json".utf8) }
    }

    private static let picked: [String] = {
        let usable = [
            "event-1.json", "event-3.json", "event-10.json", "event-\(Int.max).json",
            "event-\(Int.max - 1).json",
            "event-\(Int.max / 2).json", "event-\(Int.max / 2 + 1).json", "event-999999999999999999.json",
        ]
        let numbers = [
            "0", "00", "02", "007", "+5", "-5", "+0", "-0", "--1", "1e3", "0x10", "1_000", "1,000", "1.5",
            " 1", "1 ",
            "\t1", "1\n", "\r1", "", "9223372036854775808", "\(UInt64.max)", "12345678901234567890",
            String(repeating: "9", count: 100), String(repeating: "1", count: 240), "٢", "۳", "३", "৩", "３",
            "³",
            "③", "𝟑", "๓", "Ⅲ", "1\u{301}", "\u{200B}1", "1\u{FEFF}", "\u{202E}1", "1\u{0}2",
        ].filter { !$0.contains("\u{0}") }.map { "event-\($0).json" }
        let shapes = [
            "event-1", "event-1.JSON", "EVENT-1.json", "Event-1.json", "event_1.json", "event1.json",
            "event-1.jsonx",
            "event-1.js", "event-1.json.json", "event-1.json.bak", "-1.json", ".json", "event\u{2010}1.json",
            "event\u{2212}1.json", "\u{0435}vent-1.json", "event-1.ｊｓｏｎ", "notes.txt", ".hidden", "lock",
            "analytics.json", " event-1.json", "event-1.json ",
        ]
        let asideAlready = ["event-3.json.corrupt-1767323045", "event-x.corrupt-", "x.corrupt-2"]
        return usable + numbers + shapes + asideAlready
    }()

    private static let notUTF8: [[UInt8]] = [
        Array("event-".utf8) + [0xFF] + Array(".json".utf8),
        Array("event-1".utf8) + [0xC3] + Array(".json".utf8),
        Array("event-".utf8) + [0xED, 0xA0, 0x80] + Array(".json".utf8),
        Array("event-".utf8) + [0xC0, 0xB1] + Array(".json".utf8),
        [0x80, 0x81, 0xFE],
    ]

    /// One to three random insertions, deletions or replacements in `event-123.json`, with ASCII,
    /// digits of other scripts, invisible characters and bytes that are not UTF-8; never a `/` or
    /// a NUL, and never longer than a file name may be.
    private static func mutation(using generator: inout SplitMix64) -> OutboxFileName {
        var pieces: [[UInt8]] = (0x20...0x7E).filter { $0 != 0x2F }.map { [UInt8($0)] }
        let others: [String] = ["٣", "３", "𝟑", "\u{200B}", "\u{301}", "\u{FEFF}", "é", "\u{2212}"]
        pieces += others.map { Array($0.utf8) }
        pieces += [[0xFF], [0xC3], [0x80]]
        var bytes = Array("event-123.json".utf8)
        for _ in 0...Int(generator.next() % 3) {
            let index = Int(generator.next() % UInt64(bytes.count + 1))
            let piece = pieces[Int(generator.next() % UInt64(pieces.count))]
            switch generator.next() % 3 {
            case 0: bytes.insert(contentsOf: piece, at: index)
            case 1 where index < bytes.count: bytes.remove(at: index)
            default: bytes.replaceSubrange(index..<min(index + 1, bytes.count), with: piece)
            }
        }
        return OutboxFileName(bytes: Array(bytes.prefix(255)))
    }
}
