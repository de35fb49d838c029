import AppTesting
import PropertyBased

/// Random link text, as it might reach the app from anywhere: documented links with random IDs
/// and random case, the same mutated (characters inserted, deleted, replaced, escaped, case
/// swapped, parts duplicated or cut), hostile shapes (bad schemes, path traversal, huge IDs,
/// unicode look-alikes, control characters, empty, very long), and plain noise.
enum LinkGenerator {
    static let random = Generator<String, Shrink.None<String>> { seed in
        var rng = SplitMix64(seed: seed.next())
        return switch Int.random(in: 0..<20, using: &rng) {
        case 0..<4: documented(&rng)
        case 4..<12: mutated(documented(&rng), &rng)
        case 12..<17: hostile(&rng)
        default: noise(&rng)
        }
    }

    typealias RNG = SplitMix64

    /// A documented link with a random ID or section, scheme and host in random case.
    static func documented(_ rng: inout RNG) -> String {
        let link =
            switch Int.random(in: 0..<5, using: &rng) {
            case 0: "app://profile"
            case 1: "app://profile/\(id(&rng))"
            case 2: "app://post/\(id(&rng))"
            case 3: "app://settings"
            default: "app://settings/\(pick(["notifications", "appearance", "privacy", "account"], &rng))"
            }
        guard Int.random(in: 0..<4, using: &rng) == 0 else { return link }
        return randomCase(
            link, upTo: link.dropFirst("app://".count).firstIndex(of: "/") ?? link.endIndex, &rng)
    }

    /// `link` with one to four random edits.
    static func mutated(_ link: String, _ rng: inout RNG) -> String {
        var scalars = Array(link.unicodeScalars)
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            let index = scalars.isEmpty ? 0 : Int.random(in: 0..<scalars.count, using: &rng)
            switch Int.random(in: 0..<9, using: &rng) {
            case 0: scalars.insert(scalar(&rng), at: index)
            case 1 where !scalars.isEmpty: scalars.remove(at: index)
            case 2 where !scalars.isEmpty: scalars[index] = scalar(&rng)
            case 3 where !scalars.isEmpty:
                let escaped = "%" + String(scalars[index].value & 0xFF, radix: 16, uppercase: true)
                scalars.replaceSubrange(index...index, with: escaped.unicodeScalars)
            case 4:
                scalars.insert(
                    contentsOf: pick(["/", "/..", "/../", "%2e%2e/", "//", "?", "#", "@", ":80"], &rng)
                        .unicodeScalars, at: index)
            case 5: scalars = Array(scalars.prefix(index))
            case 6: scalars.append(contentsOf: scalars[index...])
            case 7 where !scalars.isEmpty: scalars[index] = swappedCase(scalars[index])
            default:
                scalars.append(
                    contentsOf: pick(["?q=1", "#top", "/", " ", "\n", "\u{0}", "/p5"], &rng).unicodeScalars)
            }
        }
        return String(String.UnicodeScalarView(scalars))
    }

    /// A link shaped to break a parser.
    static func hostile(_ rng: inout RNG) -> String {
        switch Int.random(in: 0..<14, using: &rng) {
        case 0: "\(pick(badSchemes, &rng))://post/p5"
        case 1: "app://post/\(pick(traversals, &rng))"
        case 2:
            "app://\(pick(["post", "profile"], &rng))/"
                + String(repeating: id(&rng), count: Int.random(in: 2...200, using: &rng))
        case 3: "app://profile/\(String(repeating: "9", count: Int.random(in: 19...400, using: &rng)))"
        case 4:
            "app://post/"
                + (0..<Int.random(in: 1...12, using: &rng)).map { _ in "%" + hexByte(&rng) }.joined()
        case 5: "app://\(pick(lookAlikeHosts, &rng))/u-bob"
        case 6: "app://post/p\(pick(controls, &rng))5"
        case 7:
            pick(
                ["", " ", "\n", "app", "app:", "app:/", "app://", "app:///", "://", "/", "%", "app://%"], &rng
            )
        case 8: "app://settings/" + letters(Int.random(in: 2_040...2_060, using: &rng))
        case 9: "app://profile/" + letters(Int.random(in: 10_000...100_000, using: &rng))
        case 10: "app://\(pick(oddAuthorities, &rng))"
        case 11: "app://post/" + String(repeating: "🙂", count: Int.random(in: 1...64, using: &rng))
        case 12:
            "app://post/p5"
                + pick(["?", "#", "?#", "?a=b&c", "#/../../", "?%FF", "#%C3%28", "#%De%2e"], &rng)
        default: String(repeating: "app://post/p5", count: Int.random(in: 2...300, using: &rng))
        }
    }

    private static let badSchemes = [
        "http", "https", "javascript", "file", "ap", "appp", "app:", "", "ａｐｐ", "app\u{0}",
    ]
    private static let traversals = ["..", "../settings", "%2e%2e", "..%2f..%2fetc", "p5/../p6", ".", "~"]
    /// Hosts that look like or hide a real one: Cyrillic o, umlaut, dotted capital I, a zero-width
    /// space, a combining accent, a right-to-left override.
    private static let lookAlikeHosts = [
        "prоfile", "pröfile", "PROFİLE", "profile\u{200B}", "po\u{301}st", "settings\u{202E}",
    ]
    private static let controls = [
        "\u{0}", "\u{7}", "\u{1B}[31m", "\r\n", "\t", "\u{7F}", "\u{85}", "\u{2028}",
    ]
    private static let oddAuthorities = [
        "user:pass@profile", "%FF@profile", "profile:0", "profile:99999999999", "[::1]", "127.0.0.1", "@",
        "a@b@c",
    ]

    /// Random scalars of every plane, mostly a few dozen, sometimes a few hundred.
    static func noise(_ rng: inout RNG) -> String {
        let count = Int(rng.next() % (rng.next() % 8 == 0 ? 300 : 48))
        return String(String.UnicodeScalarView((0..<count).map { _ in scalar(&rng) }))
    }

    private static let idCharacters = Array(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")

    private static func id(_ rng: inout RNG) -> String {
        let length =
            Int.random(in: 0..<8, using: &rng) == 0
            ? Int.random(in: 1...64, using: &rng) : Int.random(in: 1...6, using: &rng)
        return String(
            (0..<length).map { _ in idCharacters[Int.random(in: 0..<idCharacters.count, using: &rng)] })
    }

    /// A scalar: mostly printable ASCII, else control, Latin-1, other BMP or astral.
    private static func scalar(_ rng: inout RNG) -> Unicode.Scalar {
        let value: UInt32 =
            switch rng.next() % 8 {
            case 0: UInt32(rng.next() % 0x20)
            case 1: 0x80 + UInt32(rng.next() % 0x80)
            case 2: 0x100 + UInt32(rng.next() % (0xD800 - 0x100))
            case 3: 0xE000 + UInt32(rng.next() % (0xFFFE - 0xE000))
            case 4: 0x10000 + UInt32(rng.next() % (0x110000 - 0x10000))
            default: 0x20 + UInt32(rng.next() % 0x5F)
            }
        return Unicode.Scalar(value)!
    }

    /// `count` letters, made at the speed of a byte copy (long ones are common here).
    private static func letters(_ count: Int) -> String {
        String(decoding: [UInt8](repeating: UInt8(ascii: "x"), count: count), as: UTF8.self)
    }

    private static func hexByte(_ rng: inout RNG) -> String {
        let byte = UInt8.random(in: 0...255, using: &rng)
        return (byte < 16 ? "0" : "") + String(byte, radix: 16)
    }

    private static func randomCase(_ text: String, upTo end: String.Index, _ rng: inout RNG) -> String {
        var result = ""
        for index in text.indices {
            let character = text[index]
            result += index < end && Bool.random(using: &rng) ? character.uppercased() : String(character)
        }
        return result
    }

    private static func swappedCase(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        if ("a"..."z").contains(scalar) { return Unicode.Scalar(scalar.value - 32)! }
        if ("A"..."Z").contains(scalar) { return Unicode.Scalar(scalar.value + 32)! }
        return scalar
    }

    private static func pick<T>(_ choices: [T], _ rng: inout RNG) -> T {
        choices[Int.random(in: 0..<choices.count, using: &rng)]
    }
}
