/// A scalar property value of an analytics event.
public enum AnalyticsValue: Sendable, Equatable, Codable {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
}
