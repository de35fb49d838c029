import Foundation

/// What one window shows: the headless stand-in for a SwiftUI view tree.
public struct Screen: Codable, Equatable, Sendable {
    /// The screen's stable name, as scripts see it (`profile`, `post:p5`, `settings:account`).
    public let name: String
    /// The title shown at the top.
    public let title: String
    /// The content, top to bottom.
    public let sections: [Section]
    /// What the user can do here, each with the command that does it.
    public let actions: [Action]
    /// A message shown under the title, if any.
    public let banner: Banner?
    /// The tabs around the screen, when the app shows it inside a tab.
    public let tabBar: TabBar?

    /// Creates a screen; everything but the name and title is optional.
    public init(
        name: String,
        title: String,
        sections: [Section] = [],
        actions: [Action] = [],
        banner: Banner? = nil,
        tabBar: TabBar? = nil
    ) {
        self.name = name
        self.title = title
        self.sections = sections
        self.actions = actions
        self.banner = banner
        self.tabBar = tabBar
    }

    /// A copy shown with (or, given nil, without) a banner.
    public func with(banner: Banner?) -> Screen {
        Screen(name: name, title: title, sections: sections, actions: actions, banner: banner, tabBar: tabBar)
    }

    /// A copy shown inside (or, given nil, outside) a tab bar.
    public func with(tabBar: TabBar?) -> Screen {
        Screen(name: name, title: title, sections: sections, actions: actions, banner: banner, tabBar: tabBar)
    }
}

extension Screen {
    /// A group of rows, with an optional heading.
    public struct Section: Codable, Equatable, Sendable {
        /// The heading, if the group has one.
        public let title: String?
        /// The rows, top to bottom.
        public let rows: [Row]

        /// Creates a section.
        public init(title: String? = nil, rows: [Row]) {
            self.title = title
            self.rows = rows
        }
    }
}

extension Screen {
    /// One line of content: the closed set of things a screen can show.
    public enum Row: Equatable, Sendable {
        case text(String)
        case value(label: String, value: String)
        case toggle(label: String, isOn: Bool)
        case choice(label: String, options: [String], selected: String)
        case item(id: String, title: String, detail: String? = nil)
        case loading
        case endOfList
    }
}

extension Screen.Row: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind, text, label, value, isOn, options, selected, id, title, detail
    }

    private enum Kind: String, CaseIterable {
        case text, value, toggle, choice, item, loading, endOfList
    }

    /// Decodes a row written as a flat object tagged by `kind`; an unknown kind fails, naming the known ones.
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

extension Screen {
    /// Something the user can do on a screen: the script command that does it and what it does.
    public struct Action: Codable, Equatable, Sendable {
        /// The command as typed, with placeholders in capitals (`posts more`, `post open ID`).
        public let command: String
        /// What the command does, for people (`Load more posts`).
        public let title: String

        /// Creates an action.
        public init(command: String, title: String) {
            self.command = command
            self.title = title
        }

        /// An action that runs `command`, as its usage writes it.
        public init(_ command: Command, title: String) {
            self.init(command: command.usage, title: title)
        }
    }
}

extension Screen {
    /// A message shown under the title: something went wrong, or something worth knowing.
    public struct Banner: Codable, Equatable, Sendable {
        /// Whether a banner reports a failure or informs.
        public enum Kind: String, Codable, Equatable, Sendable {
            case error
            case info
        }

        /// Whether the banner reports a failure or informs.
        public let kind: Kind
        /// The user-facing message.
        public let message: String

        /// Creates a banner.
        public init(kind: Kind, message: String) {
            self.kind = kind
            self.message = message
        }

        /// A banner reporting a failure.
        public static func error(_ message: String) -> Banner {
            Banner(kind: .error, message: message)
        }

        /// A banner with information.
        public static func info(_ message: String) -> Banner {
            Banner(kind: .info, message: message)
        }
    }
}

extension Screen {
    /// The tabs the app shows around a tab's screen, and which one is selected.
    public struct TabBar: Codable, Equatable, Sendable {
        /// One tab: the ID scripts select it by (`tab settings`) and its title.
        public struct Item: Codable, Equatable, Sendable {
            /// The stable ID (`profile`, `settings`).
            public let id: String
            /// The title shown on the tab.
            public let title: String

            /// Creates a tab item.
            public init(id: String, title: String) {
                self.id = id
                self.title = title
            }
        }

        /// The tabs, in order.
        public let items: [Item]
        /// The ID of the selected tab.
        public let selected: String

        /// Creates a tab bar.
        public init(items: [Item], selected: String) {
            self.items = items
            self.selected = selected
        }
    }
}

extension Screen {
    /// The screen as JSON with sorted keys, so the same screen always gives the same text.
    public func jsonString() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}
