import AppCore
import Design
import Models
import OnboardingFeature
import ProfileFeature
import SettingsFeature

extension CommandParser {
    /// The user intent a line asks for, by its first word.
    static func intent(_ name: String, _ arguments: ArraySlice<String>) throws(CommandSyntaxError)
        -> UserIntent
    {
        switch name {
        case "login":
            var reader = ArgumentReader(arguments, usage: Command.login.usage)
            let intent = UserIntent.login(
                email: try reader.next("EMAIL"), password: try reader.next("PASSWORD"))
            try reader.finish()
            return intent
        case "signup":
            var reader = ArgumentReader(arguments, usage: Command.signup.usage)
            let intent = UserIntent.signup(
                email: try reader.next("EMAIL"), password: try reader.next("PASSWORD"),
                name: try reader.next("NAME"))
            try reader.finish()
            return intent
        case "onboarding": return try onboarding(arguments)
        case "tab":
            var reader = ArgumentReader(arguments, usage: Command.tab.usage)
            let tab = try reader.choice("TAB", of: MainTab.self)
            try reader.finish()
            return .selectTab(tab)
        case "open": return try open(arguments)
        case "posts":
            var reader = ArgumentReader(arguments, usage: Command.postsMore.usage)
            _ = try reader.choice("more", from: ["more"])
            try reader.finish()
            return .loadMorePosts
        case "post":
            var reader = ArgumentReader(arguments, usage: Command.postOpen.usage)
            _ = try reader.choice("open", from: ["open"])
            let id = try identifier(try reader.next("ID"), placeholder: "ID")
            try reader.finish()
            return .openPost(id: id)
        case "profile": return try profileEdit(arguments)
        case "settings": return try settingsSet(arguments)
        case "phase": return try phase(arguments)
        default: return try window(arguments)
        }
    }

    private static func onboarding(_ arguments: ArraySlice<String>) throws(CommandSyntaxError) -> UserIntent {
        var reader = ArgumentReader(arguments, usage: CommandReference.usage(of: [.onboardingNext, .onboardingBack, .onboardingName]))
        let intent: UserIntent =
            switch try reader.choice("next|back|name", from: ["next", "back", "name"]) {
            case "next": .onboardingNext
            case "back": .onboardingBack
            default: .onboardingName(try reader.next("VALUE"))
            }
        try reader.finish()
        return intent
    }

    private static func open(_ arguments: ArraySlice<String>) throws(CommandSyntaxError) -> UserIntent {
        var reader = ArgumentReader(arguments, usage: Command.open.usage)
        let window = try reader.option("window")
        let url = try reader.next("URL")
        try reader.finish()
        return .open(url, window: try window.map(windowID))
    }

    private static func profileEdit(_ arguments: ArraySlice<String>) throws(CommandSyntaxError) -> UserIntent
    {
        var reader = ArgumentReader(arguments, usage: CommandReference.usage(of: [.profileEditName, .profileEditBio]))
        _ = try reader.choice("edit", from: ["edit"])
        let field = try reader.choice("name|bio", from: ["name", "bio"])
        let value = try reader.next("VALUE")
        try reader.finish()
        return field == "name" ? .editProfileName(value) : .editProfileBio(value)
    }

    private static func settingsSet(_ arguments: ArraySlice<String>) throws(CommandSyntaxError) -> UserIntent
    {
        var reader = ArgumentReader(arguments, usage: Command.settingsSet.usage)
        _ = try reader.choice("set", from: ["set"])
        let key = try reader.next("KEY")
        let value = try reader.next("VALUE")
        try reader.finish()
        do {
            return .changeSetting(try SettingsChange(key: key, value: value))
        } catch {
            throw CommandSyntaxError(error.message)
        }
    }

    private static func phase(_ arguments: ArraySlice<String>) throws(CommandSyntaxError) -> UserIntent {
        var reader = ArgumentReader(arguments, usage: Command.phase.usage)
        let window = try reader.option("window")
        let phase = try reader.choice("PHASE", of: ScenePhase.self)
        try reader.finish()
        return .phase(phase, window: try window.map(windowID))
    }

    private static func window(_ arguments: ArraySlice<String>) throws(CommandSyntaxError) -> UserIntent {
        var reader = ArgumentReader(
            arguments, usage: CommandReference.usage(of: [.windowOpen, .windowClose, .windowFocus]))
        let intent: UserIntent
        switch try reader.choice("open|close|focus", from: ["open", "close", "focus"]) {
        case "open":
            _ = try reader.choice("post", from: ["post"])
            intent = .openPostWindow(postID: try identifier(try reader.next("ID"), placeholder: "ID"))
        case "close":
            intent = .closeWindow(try windowID(try reader.next("ID")))
        default:
            intent = .focusWindow(try windowID(try reader.next("ID")))
        }
        try reader.finish()
        return intent
    }
}
