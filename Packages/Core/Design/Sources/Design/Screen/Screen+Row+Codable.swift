extension Screen.Row: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind, text, label, value, isOn, options, selected, id, title, detail
    }

    private enum Kind: String, CaseIterable {
        case text, value, toggle, choice, item, loading, endOfList
    }

    /// Decodes a row written as a flat object tagged by `kind`; an unknown kind fails, naming the
    /// known ones.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let rawKind = try container.decode(String.self, forKey: .kind)
        guard let kind = Kind(rawValue: rawKind) else {
            let known = Kind.allCases.map(\.rawValue).joined(separator: ", ")
            throw DecodingError.dataCorruptedError(
                forKey: .kind,
                in: container,
                debugDescription: "Unknown row kind \"\(rawKind)\"; expected one of: \(known)."
            )
        }
        switch kind {
        case .text:
            self = .text(try container.decode(String.self, forKey: .text))
        case .value:
            self = .value(
                label: try container.decode(String.self, forKey: .label),
                value: try container.decode(String.self, forKey: .value)
            )
        case .toggle:
            self = .toggle(
                label: try container.decode(String.self, forKey: .label),
                isOn: try container.decode(Bool.self, forKey: .isOn)
            )
        case .choice:
            self = .choice(
                label: try container.decode(String.self, forKey: .label),
                options: try container.decode([String].self, forKey: .options),
                selected: try container.decode(String.self, forKey: .selected)
            )
        case .item:
            self = .item(
                id: try container.decode(String.self, forKey: .id),
                title: try container.decode(String.self, forKey: .title),
                detail: try container.decodeIfPresent(String.self, forKey: .detail)
            )
        case .loading:
            self = .loading
        case .endOfList:
            self = .endOfList
        }
    }

    /// Encodes the row as a flat object tagged by `kind` (`{"kind":"toggle","label":…,"isOn":…}`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .text(let text):
            try container.encode(Kind.text.rawValue, forKey: .kind)
            try container.encode(text, forKey: .text)
        case .value(let label, let value):
            try container.encode(Kind.value.rawValue, forKey: .kind)
            try container.encode(label, forKey: .label)
            try container.encode(value, forKey: .value)
        case .toggle(let label, let isOn):
            try container.encode(Kind.toggle.rawValue, forKey: .kind)
            try container.encode(label, forKey: .label)
            try container.encode(isOn, forKey: .isOn)
        case .choice(let label, let options, let selected):
            try container.encode(Kind.choice.rawValue, forKey: .kind)
            try container.encode(label, forKey: .label)
            try container.encode(options, forKey: .options)
            try container.encode(selected, forKey: .selected)
        case .item(let id, let title, let detail):
            try container.encode(Kind.item.rawValue, forKey: .kind)
            try container.encode(id, forKey: .id)
            try container.encode(title, forKey: .title)
            try container.encodeIfPresent(detail, forKey: .detail)
        case .loading:
            try container.encode(Kind.loading.rawValue, forKey: .kind)
        case .endOfList:
            try container.encode(Kind.endOfList.rawValue, forKey: .kind)
        }
    }
}
