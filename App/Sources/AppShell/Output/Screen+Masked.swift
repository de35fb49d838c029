import Design

extension Screen {
    /// The screen with every value masked in its text before it is laid out, so no way of laying it
    /// out (a wrap, a cut with `…`, a tab shown as a space) shows a value in a form the mask misses.
    func masked(by mask: SecretMask) -> Screen {
        let text = mask.masked
        return Screen(
            name: text(name), title: text(title),
            sections: sections.map { section in
                Screen.Section(title: section.title.map(text), rows: section.rows.map { $0.masked(by: mask) })
            },
            actions: actions.map { Screen.Action(command: text($0.command), title: text($0.title)) },
            banner: banner.map { Screen.Banner(kind: $0.kind, message: text($0.message)) },
            tabBar: tabBar.map { bar in
                Screen.TabBar(
                    items: bar.items.map { Screen.TabBar.Item(id: text($0.id), title: text($0.title)) },
                    selected: text(bar.selected))
            })
    }
}

extension Screen.Row {
    fileprivate func masked(by mask: SecretMask) -> Screen.Row {
        let text = mask.masked
        switch self {
        case .text(let line): return .text(text(line))
        case .value(let label, let value): return .value(label: text(label), value: text(value))
        case .toggle(let label, let isOn): return .toggle(label: text(label), isOn: isOn)
        case .choice(let label, let options, let selected):
            return .choice(label: text(label), options: options.map(text), selected: text(selected))
        case .item(let id, let title, let detail):
            return .item(id: text(id), title: text(title), detail: detail.map(text))
        case .loading, .endOfList: return self
        }
    }
}
