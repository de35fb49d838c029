import Models

@testable import AppCore

extension DeepLink {
    /// The screen the main window shows once the link is applied for `user`.
    func screenName(signedInAs user: User) -> String {
        switch self {
        case .profile(.own): "profile"
        case .profile(.user(let id)): id == user.id ? "profile" : "profile:\(id)"
        case .profile(.post(let id)): "post:\(id)"
        case .settings(.root): "settings"
        case .settings(let section): "settings:\(section.rawValue)"
        }
    }
}
