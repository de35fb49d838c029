/// A generated part of a hand-written Markdown page, between marker lines:
///
///     <!-- BEGIN GENERATED: name … -->
///     …
///     <!-- END GENERATED: name -->
enum GeneratedBlock {
    /// `page` with the lines between `name`'s markers replaced by `content`.
    static func replace(_ name: String, in page: String, with content: String, pagePath: String) throws
        -> String
    {
        var lines = page.components(separatedBy: "\n")
        let begin = "<!-- BEGIN GENERATED: \(name)"
        let end = "<!-- END GENERATED: \(name) -->"
        guard let first = lines.firstIndex(where: { $0.hasPrefix(begin) }),
            let last = lines[first...].firstIndex(where: { $0 == end })
        else {
            throw ArchToolsError("\(pagePath) has no '\(begin) -->' … '\(end)' block to fill")
        }
        lines.replaceSubrange((first + 1)..<last, with: content.components(separatedBy: "\n"))
        return lines.joined(separator: "\n")
    }
}
