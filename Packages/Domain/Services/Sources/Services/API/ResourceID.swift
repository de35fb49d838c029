/// A user or post ID checked to be safe as one path segment. The backend's IDs use letters,
/// digits, `-` and `_` only, so any other ID names nothing and is `.notFound` without a request.
struct ResourceID: Equatable {
    static let maximumLength = 64

    let value: String

    init(_ value: String) throws(ServiceError) {
        guard !value.isEmpty, value.count <= Self.maximumLength, value.allSatisfy(Self.isAllowed) else {
            throw .notFound
        }
        self.value = value
    }

    private static func isAllowed(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || character == "-" || character == "_")
    }
}
