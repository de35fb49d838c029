/// The modularisation thresholds (app-composition, Part 4) applied to a line count.
enum ModularisationVerdict {
    static func line(forSourceLines lines: Int, modules: Int) -> String {
        let advice =
            switch lines {
            case ..<5_000:
                "under 5,000 lines: with 1-2 developers one target is enough; revisit at 10,000"
            case 5_000...20_000:
                "5,000-20,000 lines: consider modules along natural boundaries, above all with 3+ developers"
            default:
                "over 20,000 lines: modularize, for build times and parallel work"
            }
        return
            "Verdict: \(formatted(lines)) lines of source (tests not counted) in \(modules) modules; \(advice)."
    }

    static func formatted(_ number: Int) -> String {
        let digits = Array(String(number))
        return digits.enumerated().map { index, digit in
            index > 0 && (digits.count - index) % 3 == 0 ? ",\(digit)" : "\(digit)"
        }.joined()
    }
}
