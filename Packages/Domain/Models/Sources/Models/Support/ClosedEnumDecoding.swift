extension RawRepresentable where Self: CaseIterable, RawValue == String {
    init(closedEnumFrom decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let rawValue = try container.decode(String.self)
        guard let value = Self(rawValue: rawValue) else {
            let allowed = Self.allCases.map(\.rawValue).joined(separator: ", ")
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "Unknown \(Self.self) \"\(rawValue)\"; expected one of: \(allowed)."
            )
        }
        self = value
    }
}
