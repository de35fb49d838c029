import Foundation

/// Reads a `Retry-After` header: a number of seconds, or an HTTP-date (RFC 9110).
enum RetryAfter {
    static func delay(from value: String?, now: Date) -> Duration? {
        guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else {
            return nil
        }
        if let seconds = Int(value) {
            return .seconds(max(seconds, 0))
        }
        guard let date = httpDate(value) else { return nil }
        let seconds = max(date.timeIntervalSince(now), 0)
        return .milliseconds(Int64((seconds * 1000).rounded(.up)))
    }

    private static func httpDate(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.date(from: text)
    }
}
