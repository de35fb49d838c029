extension KeyedDecodingContainer {
    func decodeLine(_ key: Key, maxLength: Int) throws -> String {
        let value = try decode(String.self, forKey: key)
        guard value.unicodeScalars.count <= maxLength * 4, value.count <= maxLength else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "longer than \(maxLength) characters")
        }
        guard !value.hasControlCharacter else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "holds a control character")
        }
        return value
    }

    func decodeText(_ key: Key, maxLength: Int) throws -> String {
        let value = try decode(String.self, forKey: key)
        guard value.unicodeScalars.count <= maxLength * 4, value.count <= maxLength else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "longer than \(maxLength) characters")
        }
        let isAllowed: (Unicode.Scalar) -> Bool = { $0 == "\n" || $0.properties.generalCategory != .control }
        guard value.unicodeScalars.allSatisfy(isAllowed) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "holds a control character")
        }
        return value
    }

    func decodeCount(_ key: Key, maximum: Int = 1_000_000_000) throws -> Int {
        let value = try decode(Int.self, forKey: key)
        guard (0...maximum).contains(value) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "not a count from 0 to \(maximum)")
        }
        return value
    }
}
