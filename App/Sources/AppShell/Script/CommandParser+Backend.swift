extension CommandParser {
    /// The dev backend's largest latency, in milliseconds.
    static let maximumLatency = 60_000

    /// The most requests `backend fail` may fail at once.
    static let maximumFailures = 1_000

    /// The fault control a `backend ...` line asks for.
    static func backend(_ arguments: ArraySlice<String>) throws(CommandSyntaxError) -> BackendCommand {
        var reader = ArgumentReader(arguments, usage: CommandReference.usage(of: CommandReference.backendEntries))
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
