extension Screen {
    /// One line of content: the closed set of things a screen can show.
    public enum Row: Equatable, Sendable {
        /// A paragraph of text.
        case text(String)
        /// A label and its value (`Name  Alice`).
        case value(label: String, value: String)
        /// A switch that is on or off.
        case toggle(label: String, isOn: Bool)
        /// A pick of one option among several.
        case choice(label: String, options: [String], selected: String)
        /// An entry of a list, with the ID commands refer to it by and an optional detail line.
        case item(id: String, title: String, detail: String? = nil)
        /// More content is on its way.
        case loading
        /// A list has no more entries.
        case endOfList
    }
}
