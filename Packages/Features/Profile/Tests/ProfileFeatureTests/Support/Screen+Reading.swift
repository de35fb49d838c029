import Design

/// Reading a rendered screen the way a script does: by action commands, section rows and values.
extension Screen {
    var commands: [String] { actions.map(\.command) }

    func rows(in sectionTitle: String) -> [Row] {
        sections.first { $0.title == sectionTitle }?.rows ?? []
    }

    /// The value of a labelled row of the About section (`Name`, `Bio`, …).
    func about(_ label: String) -> String? {
        rows(in: "About").lazy.compactMap { row -> String? in
            guard case .value(label, let value) = row else { return nil }
            return value
        }.first
    }

    /// The IDs of the posts listed, top to bottom.
    var postIDs: [String] {
        rows(in: "Posts").compactMap { row in
            guard case .item(let id, _, _) = row else { return nil }
            return id
        }
    }

    var errorMessage: String? {
        banner?.kind == .error ? banner?.message : nil
    }
}
