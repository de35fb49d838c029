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
