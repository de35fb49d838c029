import Foundation

extension BackendData {
    /// The data a fresh backend starts with: alice, newbie and bob with their posts.
    static func seed() -> BackendData {
        let alice = SeedAccounts.alice
        let newbie = SeedAccounts.newbie
        let bob = SeedAccounts.bob
        let users = [
            record(alice, bio: "Writes about modular apps.", completed: true),
            record(newbie, bio: "", completed: false),
            record(bob, bio: "Can we fix it? Yes we can.", completed: true),
        ]
        let posts = seedPosts(prefix: "p", count: 45, author: alice) + seedPosts(prefix: "b", count: 12, author: bob)
        return BackendData(
            users: Dictionary(uniqueKeysWithValues: users.map { ($0.id, $0) }),
            posts: Dictionary(uniqueKeysWithValues: posts.map { ($0.id, $0) })
        )
    }

    private static func record(_ account: SeedAccounts.Account, bio: String, completed: Bool) -> UserRecord {
        UserRecord(
            id: account.id, email: account.email, password: SeedAccounts.password, name: account.name, bio: bio,
            onboardingStep: completed ? .complete : .welcome, onboardingCompleted: completed, settings: UserSettings()
        )
    }

    /// Posts `<prefix>1`…`<prefix><count>`, one a day from 2026-01-01T09:00:00Z, the last newest.
    private static func seedPosts(prefix: String, count: Int, author: SeedAccounts.Account) -> [PostRecord] {
        let first = Date(timeIntervalSince1970: 1_767_258_000)
        return (1...count).map { number in
            PostRecord(
                id: "\(prefix)\(number)",
                authorID: author.id,
                title: "\(author.name) #\(number)",
                body: "Post number \(number) by \(author.name).",
                createdAt: first.addingTimeInterval(TimeInterval(number - 1) * 86_400)
            )
        }
    }
}
