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
