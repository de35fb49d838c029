import AppCore
import Models
import PropertyBased
import ServicesTesting

extension AppStep {
    /// A random step: every user intent, offered by the screen or not and with valid and invalid
    /// arguments, every backend fault, relaunches and kills, time passing and stray transitions,
    /// weighted so that sequences get through sign-in and onboarding often enough to matter.
    static let random = Generator<AppStep, Shrink.None<AppStep>> { rng in
        let total = menu.reduce(0) { $0 + $1.weight }
        var pick = Int.random(in: 0..<total, using: &rng)
        for entry in menu {
            if pick < entry.weight { return entry.make(&rng) }
            pick -= entry.weight
        }
        return .relaunch
    }

    private typealias Make = @Sendable (inout any SeededRandomNumberGenerator) -> AppStep

    private static let menu: [(weight: Int, make: Make)] = [
        (10, { .intent(.login(email: pick(emails, &$0), password: pick(passwords, &$0))) }),
        (
            2,
            {
                .intent(
                    .signup(email: newEmail(&$0), password: pick(newPasswords, &$0), name: pick(names, &$0)))
            }
        ),
        (4, { _ in .intent(.logout) }),
        (8, { _ in .intent(.onboardingNext) }),
        (2, { _ in .intent(.onboardingBack) }),
        (2, { .intent(.onboardingName(pick(names, &$0))) }),
        (4, { .intent(.selectTab(pick(["profile", "settings"], &$0))) }),
        (3, { _ in .intent(.back) }),
        (6, { .intent(.open(DeepLink(pick(links, &$0)), window: pick(linkWindows, &$0))) }),
        (3, { _ in .intent(.loadMorePosts) }),
        (3, { .intent(.openPost(id: pick(postIDs, &$0))) }),
        (2, { .intent(.editProfileName(pick(names, &$0))) }),
        (2, { .intent(.editProfileBio(pick(bios, &$0))) }),
        (3, { .intent(.changeSetting(pick(settingChanges, &$0))) }),
        (4, { _ in .intent(.retry) }),
        (6, { .intent(.phase(pick(ScenePhase.allCases, &$0), window: pick(phaseWindows, &$0))) }),
        (3, { .intent(.openPostWindow(postID: pick(postIDs, &$0))) }),
        (2, { .intent(.closeWindow(pick(windows, &$0))) }),
        (2, { .intent(.focusWindow(pick(windows, &$0))) }),
        (7, { .fault(pick(faults, &$0)) }),
        (2, { _ in .relaunch }),
        (2, { _ in .kill }),
        (2, { .wait(milliseconds: pick([100, 500, 1_000, 30_000], &$0)) }),
        (
            3,
            {
                .forbiddenTransition(
                    to: pick(AppStateTransitions.representativeStates + [.authenticated(SeedData.bob)], &$0))
            }
        ),
    ]

    private static let emails = [
        SeedData.alice.email, SeedData.alice.email, SeedData.bob.email, SeedData.newbie.email,
        SeedData.newbie.email,
        "nobody@example.com", "not-an-email", "",
    ]
    private static let passwords = [
        SeedData.password, SeedData.password, SeedData.password, "wrong-horse-1", "",
    ]
    private static let newPasswords = ["correct-horse-9", "short", String(repeating: "a1", count: 70)]
    private static let names = [
        "Newbie Person", "O'Neil-Smith Jr.", "", "   ", String(repeating: "n", count: 41), "Bad<Name>",
    ]
    private static let bios = ["Writes about modular apps.", "", String(repeating: "b", count: 161)]
    private static let postIDs = [
        "p1", "p5", "p7", "p45", "b2", "p999", "bad id", "", String(repeating: "p", count: 65),
    ]
    private static let settingChanges = SettingsKey.allCases.flatMap { key in
        key.allowedValues.compactMap { try? SettingsChange(key: key, value: $0) }
    }
    private static let windows = ["main", "post-p5", "post-p7", "post-b2", "post-nope"].compactMap(
        WindowID.init)
    private static let phaseWindows: [WindowID?] = [nil, nil, nil] + windows.map(Optional.some)
    private static let linkWindows: [WindowID?] = [nil, nil, nil, .main, .post("p5"), WindowID("post-nope")]
    private static let links = [
        "app://profile", "app://profile/u-bob", "app://profile/u-alice", "app://profile/u-ghost",
        "app://post/p5",
        "app://post/p7", "app://post/b2", "app://post/p999", "app://settings", "app://settings/privacy",
        "app://settings/account", "app://settings/nope", "app://nowhere", "http://profile",
        "app://post/../settings",
        "app://post/p%35", "", "app://profile/" + String(repeating: "9", count: 100),
    ]
    private static let faults: [BackendFault] = [
        .offline(true), .offline(false), .offline(false), .maintenance(true), .maintenance(false),
        .maintenance(false),
        .failNext(count: 1, status: 500), .failNext(count: 3, status: 503), .failNext(count: 2, status: 429),
        .failNext(count: 1, status: 502), .failNext(count: 5, status: 504), .revokeSessions,
        .expireAccessTokens,
        .deletePost("p5"), .deletePost("p7"), .deletePost("b2"),
    ]

    private static func pick<T>(_ choices: [T], _ rng: inout any SeededRandomNumberGenerator) -> T {
        choices[Int.random(in: 0..<choices.count, using: &rng)]
    }

    /// A new account's email (mostly unused), or one already taken, or a malformed one.
    private static func newEmail(_ rng: inout any SeededRandomNumberGenerator) -> String {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: SeedData.alice.email
        case 1: "not an email"
        default: "new-\(UInt32.random(in: 0...UInt32.max, using: &rng))@example.com"
        }
    }
}
