import Foundation

extension Outbox {
    /// The sequence number an event file's name carries: `event-<n>.json`, with n in ASCII digits,
    /// no sign and no leading zero, from 1 to `Int.max`. Any other name (`event-007.json`,
    /// `event-+5.json`, `event-٣.json`, twenty digits) gives nil, so no two names ever mean the
    /// same number.
    static func sequence(inFileName name: String) -> Int? {
        let bytes = Array(name.utf8)
        let prefix = Array("event-".utf8)
        let suffix = Array(".json".utf8)
        guard bytes.count > prefix.count + suffix.count, bytes.starts(with: prefix),
            bytes.reversed().starts(with: suffix.reversed())
        else { return nil }
        let digits = bytes[prefix.count..<(bytes.count - suffix.count)]
        guard digits.first != UInt8(ascii: "0"),
            digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        else { return nil }
        return Int(String(decoding: digits, as: UTF8.self))
    }

    static func fileName(of sequence: Int) -> String {
        "event-\(sequence).json"
    }

    func url(of sequence: Int) -> URL {
        directory.appendingPathComponent(Self.fileName(of: sequence))
    }

    /// `name` for a log line: characters that would break the line or hide (controls, format
    /// characters, separators) are written as `\u{…}`.
    static func loggable(_ name: String) -> String {
        var shown = ""
        for scalar in name.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned, .surrogate:
                shown += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default:
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }
}
