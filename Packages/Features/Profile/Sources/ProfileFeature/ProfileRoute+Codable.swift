import Models

/// Stored as `{"post": {"id": "p5"}}`; the first version's `{"kind": "post", "id": "p5"}` still reads.
extension ProfileRoute {
    private enum Case: String, CodingKey {
        case own, user, post
    }

    private enum Field: String, CodingKey {
        case id, kind
    }

    public init(from decoder: any Decoder) throws {
        let cases = try decoder.container(keyedBy: Case.self)
        if let found = cases.allKeys.first, cases.allKeys.count == 1 {
            let fields = try cases.nestedContainer(keyedBy: Field.self, forKey: found)
            self = try Self.route(found, id: { try fields.decode(String.self, forKey: .id) })
        } else {
            let fields = try decoder.container(keyedBy: Field.self)
            guard let found = Case(stringValue: try fields.decode(String.self, forKey: .kind)) else {
                throw DecodingError.dataCorruptedError(forKey: .kind, in: fields, debugDescription: "no such route")
            }
            self = try Self.route(found, id: { try fields.decode(String.self, forKey: .id) })
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var cases = encoder.container(keyedBy: Case.self)
        switch self {
        case .own:
            _ = cases.nestedContainer(keyedBy: Field.self, forKey: .own)
        case .user(let id):
            var fields = cases.nestedContainer(keyedBy: Field.self, forKey: .user)
            try fields.encode(id, forKey: .id)
        case .post(let id):
            var fields = cases.nestedContainer(keyedBy: Field.self, forKey: .post)
            try fields.encode(id, forKey: .id)
        }
    }

    private static func route(_ found: Case, id: () throws -> String) throws -> ProfileRoute {
        switch found {
        case .own: return .own
        case .user: return .user(id: try checked(id()))
        case .post: return .post(id: try checked(id()))
        }
    }

    private static func checked<Entity>(_ text: String) throws -> ID<Entity> {
        guard let id = ID<Entity>(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not an ID"))
        }
        return id
    }
}
