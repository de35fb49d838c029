/// The unit a figure is measured in, and how its values are written.
public enum FigureUnit: Sendable, Equatable {
    case nanoseconds
    case microseconds
    case milliseconds
    case seconds
    case minutes
    case megabytes
    case perSecond
    case count
    /// How many times faster one thing is than another.
    case times

    /// `value` with its unit, rounded to what the measurement can tell apart.
    public func format(_ value: Double) -> String {
        switch self {
        case .nanoseconds: "\(Self.grouped(value)) ns"
        case .microseconds: "\(Self.decimal(value, places: 2)) µs"
        case .milliseconds: "\(Self.decimal(value, places: 1)) ms"
        case .seconds: "\(Self.decimal(value, places: 2)) s"
        case .minutes: "\(Self.decimal(value, places: 1)) min"
        case .megabytes: "\(Self.decimal(value, places: 1)) MB"
        case .perSecond: "\(Self.grouped(value)) /s"
        case .count: Self.grouped(value)
        case .times: "\(Self.decimal(value, places: 1))×"
        }
    }

    /// A whole number with thousands separated by commas: `1,234,567`.
    static func grouped(_ value: Double) -> String {
        let rounded = Int(value.rounded())
        let digits = String(rounded.magnitude)
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.insert(digits[start..<end], at: 0)
            end = start
        }
        return (rounded < 0 ? "-" : "") + groups.joined(separator: ",")
    }

    /// `value` with `places` digits after the point, with a sign only when negative.
    static func decimal(_ value: Double, places: Int) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = Int((value * scale).rounded())
        let whole = scaled.magnitude / UInt(scale)
        let fraction = String(scaled.magnitude % UInt(scale))
        let padded = String(repeating: "0", count: places - fraction.count) + fraction
        return (scaled < 0 ? "-" : "") + "\(whole)" + (places > 0 ? "." + padded : "")
    }
}
