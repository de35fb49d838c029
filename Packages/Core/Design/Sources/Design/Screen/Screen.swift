/// What one window shows: the headless stand-in for a SwiftUI view tree. Feature views build it
/// from their controller's state; the app renders it as text or JSON.
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
