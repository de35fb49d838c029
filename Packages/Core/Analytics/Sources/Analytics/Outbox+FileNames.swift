import Foundation

extension Outbox {
    /// The sequence number in an event file's name, `event-<n>.json`; nil for any other spelling.
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
