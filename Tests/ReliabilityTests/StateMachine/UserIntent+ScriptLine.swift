import AppCore

extension UserIntent {
    /// The intent as the shell's script line, with the password masked as the shell echoes it.
    var scriptLine: String {
        switch self {
        case .login(let email, _): "login \(quoted(email)) ***"
        case .signup(let email, _, let name): "signup \(quoted(email)) *** \(quoted(name))"
        case .logout: "logout"
        case .onboardingNext: "onboarding next"
        case .onboardingBack: "onboarding back"
        case .onboardingName(let name): "onboarding name \(quoted(name))"
        case .selectTab(let tab): "tab \(tab.rawValue)"
        case .back: "back"
        case .open(let link, let window): "open \(quoted(link))" + (window.map { " --window \($0)" } ?? "")
        case .loadMorePosts: "posts more"
        case .openPost(let id): "post open \(quoted(id))"
        case .editProfileName(let name): "profile edit name \(quoted(name))"
        case .editProfileBio(let bio): "profile edit bio \(quoted(bio))"
        case .changeSetting(let change): "settings set \(change.key.rawValue) \(change.value)"
        case .retry: "retry"
        case .phase(let phase, let window):
            "phase \(phase.rawValue)" + (window.map { " --window \($0)" } ?? "")
        case .openPostWindow(let id): "window open post \(quoted(id))"
        case .closeWindow(let id): "window close \(id)"
        case .focusWindow(let id): "window focus \(id)"
        }
    }

    private func quoted(_ argument: String) -> String {
        let shown = argument.count > 40 ? "\(argument.prefix(20))…(\(argument.count) characters)" : argument
        return shown.isEmpty || shown.contains(" ") ? "\"\(shown)\"" : shown
    }
}
