import Design
import FeatureKit

/// A window of its own for one of a feature's links (a post): that feature's stack from its own
/// root, with no tab bar.
@MainActor
final class FeatureWindow: SignedInWindow {
    let id: WindowID
    let kind: WindowKind
    var isShown = false
    private let content: AnyFeatureContent

    init(id: WindowID, kind: WindowKind, content: AnyFeatureContent) {
        self.id = id
        self.kind = kind
        self.content = content
    }

    var screen: Screen { content.screen }
    var visibleContent: AnyFeatureContent { content }
    var tabs: [Screen.TabBar.Item] { [] }
    var stacks: [String] { [content.feature] }

    var navigation: Navigation {
        var navigation = Navigation()
        navigation[path: content.feature] = content.path
        return navigation
    }

    func content(of feature: String) -> AnyFeatureContent? {
        feature == content.feature ? content : nil
    }

    func refusalToShow(_ route: AnyFeatureRoute) -> String {
        "a \(kind.host) window shows \(kind.shows) only"
    }

    func apply(_ navigation: Navigation) -> NavigationRefusal? {
        if let refusal = refusal(of: navigation) { return refusal }
        content.setPath(navigation[path: content.feature])
        return nil
    }
}
