import AppCore
import Design
import Models
import OnboardingFeature
import ProfileFeature
import SettingsFeature

/// Turns one line's arguments into a command, checking the command's name, its argument count and
/// every listed value, without running anything.
enum CommandParser {
    /// The longest `wait`: a day, far beyond any timer the app sets.
    static let maximumWait = 86_400_000

    /// The command the arguments spell; `backendAvailable` is false under `--api-url`, where
    /// `backend ...` lines cannot run.
    static func command(from arguments: [String], backendAvailable: Bool) throws(CommandSyntaxError)
        -> ScriptCommand
    {
        guard let name = arguments.first else { throw CommandSyntaxError("an empty command") }
        let rest = arguments.dropFirst()
        switch name {
        case "launch": return try bare(rest, name, .launch)
        case "relaunch": return try bare(rest, name, .relaunch)
        case "kill": return try bare(rest, name, .kill)
        case "print": return try bare(rest, name, .print)
        case "logout": return try bare(rest, name, .intent(.logout))
        case "back": return try bare(rest, name, .intent(.back))
        case "retry": return try bare(rest, name, .intent(.retry))
        case "login", "signup", "onboarding", "tab", "open", "posts", "post", "profile", "settings", "phase",
            "window":
            return .intent(try intent(name, rest))
        case "backend":
            guard backendAvailable else {
                throw CommandSyntaxError(
                    "backend commands need the embedded backend, and --api-url was given")
            }
            return .backend(try backend(rest))
        case "wait":
            var reader = ArgumentReader(rest, usage: Command.wait.usage)
            let milliseconds = try reader.number("MS", in: 0...maximumWait)
            try reader.finish()
            return .wait(milliseconds: milliseconds)
        case "expect": return .expect(try expectation(rest))
        default:
            throw CommandSyntaxError("unknown command \(ArgumentReader.quoted(name))")
        }
    }

    private static func bare(
        _ arguments: ArraySlice<String>, _ name: String, _ command: ScriptCommand
    ) throws(CommandSyntaxError) -> ScriptCommand {
        try ArgumentReader(arguments, usage: name).finish()
        return command
    }

    static func windowID(_ name: String) throws(CommandSyntaxError) -> WindowID {
        guard let id = WindowID(name), isWord(name) else {
            throw CommandSyntaxError(
                "\(ArgumentReader.quoted(name)) is not a window ID; use main or post-<postID>")
        }
        return id
    }

    /// `text`, if it is a word: what an ID or name a script gives must be. The app checks an ID's
    /// finer shape itself, with a message a person sees too.
    static func identifier(_ text: String, placeholder: String) throws(CommandSyntaxError) -> String {
        guard isWord(text) else {
            throw CommandSyntaxError(
                "\(placeholder) must be a word without spaces, not \(ArgumentReader.quoted(text))")
        }
        return text
    }

    private static func isWord(_ text: String) -> Bool {
        !text.isEmpty && !text.contains(where: \.isWhitespace)
    }
}

extension CommandParser {
    /// The user intent a line asks for, by its first word.
    static func intent(_ name: String, _ arguments: ArraySlice<String>) throws(CommandSyntaxError)
        -> UserIntent
    {
        switch name {
        case "login":
            var reader = ArgumentReader(arguments, usage: Command.login.usage)
            let intent = UserIntent.login(
                email: try reader.next("EMAIL"), password: try reader.secret("PASSWORD"))
            try reader.finish()
            return intent
        case "signup":
            var reader = ArgumentReader(arguments, usage: Command.signup.usage)
            let intent = UserIntent.signup(
                email: try reader.next("EMAIL"), password: try reader.secret("PASSWORD"),
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
        var reader = ArgumentReader(
            arguments, usage: CommandReference.usage(of: [.onboardingNext, .onboardingBack, .onboardingName]))
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
        var reader = ArgumentReader(
            arguments, usage: CommandReference.usage(of: [.profileEditName, .profileEditBio]))
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

extension CommandParser {
    /// The dev backend's largest latency, in milliseconds.
    static let maximumLatency = 60_000

    /// The most requests `backend fail` may fail at once.
    static let maximumFailures = 1_000

    /// The fault control a `backend ...` line asks for.
    static func backend(_ arguments: ArraySlice<String>) throws(CommandSyntaxError) -> BackendCommand {
        var reader = ArgumentReader(
            arguments, usage: CommandReference.usage(of: CommandReference.backendEntries))
        let controls = [
            "offline", "online", "latency", "fail", "maintenance", "revoke", "expire-tokens", "delete-post",
        ]
        let command: BackendCommand
        switch try reader.choice("CONTROL", from: controls) {
        case "offline": command = .offline
        case "online": command = .online
        case "latency": command = .latency(milliseconds: try reader.number("MS", in: 0...maximumLatency))
        case "fail":
            command = .fail(
                count: try reader.number("N", in: 0...maximumFailures),
                status: try reader.number("STATUS", in: 400...599))
        case "maintenance": command = .maintenance(try reader.choice("on|off", from: ["on", "off"]) == "on")
        case "revoke": command = .revoke
        case "expire-tokens": command = .expireTokens
        default: command = .deletePost(id: try identifier(try reader.next("ID"), placeholder: "ID"))
        }
        try reader.finish()
        return command
    }
}

extension CommandParser {
    /// What an `expect ...` line checks.
    static func expectation(_ arguments: ArraySlice<String>) throws(CommandSyntaxError) -> ScriptExpectation {
        var reader = ArgumentReader(
            arguments, usage: CommandReference.usage(of: CommandReference.expectEntries))
        let kind = try reader.choice(
            "WHAT", from: ["state", "screen", "event", "no-event", "windows", "error"])
        let expectation: ScriptExpectation
        switch kind {
        case "state":
            expectation = .state(try reader.choice("STATE", from: ScriptVocabulary.stateNames))
        case "screen":
            let window = try reader.option("window")
            let screen = try screenName(try reader.next("SCREEN"))
            expectation = .screen(screen, window: try window.map(windowID))
        case "event": expectation = .event(try identifier(try reader.next("NAME"), placeholder: "NAME"))
        case "no-event": expectation = .noEvent(try identifier(try reader.next("NAME"), placeholder: "NAME"))
        case "windows": expectation = .windows(try reader.number("N", in: 0...1_000))
        default: expectation = .error(try reader.next("TEXT"))
        }
        try reader.finish()
        return expectation
    }

    /// A name some screen can have; the ID in `post:<postID>` or `profile:<userID>` follows the
    /// rule `post open ID` applies.
    private static func screenName(_ name: String) throws(CommandSyntaxError) -> String {
        if let colon = name.firstIndex(of: ":"), ["post", "profile"].contains(name[..<colon]) {
            _ = try identifier(String(name[name.index(after: colon)...]), placeholder: "ID")
        }
        guard ScriptVocabulary.isScreenName(name) else {
            throw CommandSyntaxError(
                "\(ArgumentReader.quoted(name)) is not a screen name; use one of: \(ScriptVocabulary.screenForms)"
            )
        }
        return name
    }
}
