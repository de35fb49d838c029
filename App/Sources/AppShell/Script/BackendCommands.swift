import Design

enum BackendCommands {
    static let maximumLatency = 60_000
    static let maximumFailures = 1_000

    static let table = CommandTable<BackendCommand>([
        .init(Command("backend offline", "refuse connections", example: "backend offline"), .offline),
        .init(Command("backend online", "answer again", example: "backend online"), .online),
        .init(Command("backend latency MS", "add latency to every response", example: "backend latency 200")) {
            reader throws(CommandSyntaxError) in .latency(milliseconds: try reader.number("MS", in: 0...maximumLatency))
        },
        .init(Command("backend fail N STATUS", "answer the next N requests with STATUS", example: "backend fail 2 500")) {
            reader throws(CommandSyntaxError) in
            .fail(count: try reader.number("N", in: 0...maximumFailures), status: try reader.number("STATUS", in: 400...599))
        },
        .init(
            Command(
                "backend maintenance on|off", "answer every request 503 (maintenance)",
                example: "backend maintenance on")
        ) { reader throws(CommandSyntaxError) in .maintenance(try reader.choice("on|off", from: ["on", "off"]) == "on") },
        .init(Command("backend revoke", "invalidate every session that exists now", example: "backend revoke"), .revoke),
        .init(
            Command("backend expire-tokens", "expire the access tokens that exist now", example: "backend expire-tokens"),
            .expireTokens),
        .init(Command("backend delete-post ID", "delete a post", example: "backend delete-post p5")) {
            reader throws(CommandSyntaxError) in .deletePost(id: try reader.word("ID"))
        },
    ])
}
