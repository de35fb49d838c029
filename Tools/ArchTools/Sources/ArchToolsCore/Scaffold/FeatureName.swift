/// A new feature's name and the forms the templates use. `ReadingList` names the package and its
/// types (`ReadingListFeature`, `ReadingListRoute`), the slug `reading-list` names its deep links,
/// screens and commands, `readingList` starts the names of its commands (`readingListFullProfile`),
/// and the title `Reading List` is shown.
package struct FeatureName: Equatable {
    /// The longest name accepted, so every generated line stays within the house line length.
    static let maximumLength = 24

    /// The name as given: an uppercase ASCII letter, then ASCII letters and digits.
    let name: String
    /// The words of the name in lowercase, joined by `-`.
    package let slug: String
    /// The words of the name, joined by spaces.
    let title: String
    /// The name with its first letter in lowercase, as a member's name starts.
    var camel: String { name.prefix(1).lowercased() + name.dropFirst() }

    /// Checks `name` against the rule; a name that breaks it throws a one-line reason.
    package init(_ name: String) throws {
        guard !name.isEmpty else {
            throw ArchToolsError("give the feature a name, for example Inbox")
        }
        guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first),
            name.unicodeScalars.allSatisfy(Self.isLetterOrDigit)
        else {
            throw ArchToolsError(
                "\"\(name)\" is not a feature name: start with an uppercase letter and use only "
                    + "letters and digits (A-Z, a-z, 0-9), for example Inbox or ReadingList")
        }
        guard name.count <= Self.maximumLength else {
            throw ArchToolsError(
                "\"\(name)\" is too long: a feature name has at most \(Self.maximumLength) characters")
        }
        guard !Self.swiftKeywords.contains(name) else {
            throw ArchToolsError("\"\(name)\" is a Swift keyword: choose another name")
        }
        guard !name.hasSuffix("Feature") else {
            throw ArchToolsError(
                "\"\(name)\" ends in Feature: give the name without it (the module gets the suffix)")
        }
        let words = Self.words(of: name)
        self.name = name
        slug = words.map { $0.lowercased() }.joined(separator: "-")
        title = words.joined(separator: " ")
    }

    /// What each template placeholder becomes; `__TAB__` is the tab's title as Swift writes it, or
    /// `nil` for a feature without a tab.
    func placeholders(withTab: Bool) -> [(placeholder: String, value: String)] {
        [
            ("__NAME__", name), ("__SLUG__", slug), ("__TITLE__", title), ("__CAMEL__", camel),
            ("__TAB__", withTab ? "\"\(title)\"" : "nil"),
        ]
    }

    /// The capitalised words Swift reserves as keywords.
    private static let swiftKeywords: Set<String> = ["Any", "Self"]

    private static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
    }

    /// `ReadingList` → Reading, List; `HTTPInbox` → HTTP, Inbox; `Inbox2` → Inbox2. A word starts
    /// at an uppercase letter that follows a lowercase letter or a digit, or that begins a
    /// capitalised word after an acronym.
    private static func words(of name: String) -> [String] {
        let characters = Array(name)
        var words: [String] = []
        var current = ""
        for (index, character) in characters.enumerated() {
            if character.isUppercase, !current.isEmpty {
                let previous = characters[index - 1]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                if !previous.isUppercase || next?.isLowercase == true {
                    words.append(current)
                    current = ""
                }
            }
            current.append(character)
        }
        words.append(current)
        return words
    }
}
