import AppCore
import AppTesting
import Testing

@testable import AppShell

struct ScriptCheckerTests {
    static let wellFormedLines: [(String, ScriptCommand)] = [
        ("launch", .launch),
        ("relaunch", .relaunch),
        ("kill", .kill),
        (
            "login alice@example.com correct-horse",
            .intent(.login(email: "alice@example.com", password: "correct-horse"))
        ),
        (
            #"signup a@b.co pass1234 "Ann Lee""#,
            .intent(.signup(email: "a@b.co", password: "pass1234", name: "Ann Lee"))
        ),
        ("logout", .intent(.logout)),
        ("onboarding next", .intent(.onboardingNext)),
        ("onboarding back", .intent(.onboardingBack)),
        (#"onboarding name """#, .intent(.onboardingName(""))),
        ("tab settings", .intent(.selectTab("settings"))),
        ("back", .intent(.back)),
        ("open app://post/p5", .intent(.open("app://post/p5", window: nil))),
        ("open app://nowhere --window post-p5", .intent(.open("app://nowhere", window: .post("p5")))),
        ("open --window main app://profile", .intent(.open("app://profile", window: .main))),
        ("posts more", .intent(.loadMorePosts)),
        ("post open p45", .intent(.openPost(id: "p45"))),
        ("profile edit name Al", .intent(.editProfileName("Al"))),
        (#"profile edit bio "Likes tea""#, .intent(.editProfileBio("Likes tea"))),
        (
            "settings set notifications.push off",
            .intent(.changeSetting(.pushNotifications(false)))
        ),
        (
            "settings set privacy.profile private",
            .intent(.changeSetting(.profileVisibility(.private)))
        ),
        ("retry", .intent(.retry)),
        ("phase background", .intent(.phase(.background, window: nil))),
        ("phase inactive --window post-p5", .intent(.phase(.inactive, window: .post("p5")))),
        ("window open post p5", .intent(.openPostWindow(postID: "p5"))),
        ("window close post-p5", .intent(.closeWindow(.post("p5")))),
        ("window focus main", .intent(.focusWindow(.main))),
        ("backend offline", .backend(.offline)),
        ("backend online", .backend(.online)),
        ("backend latency 250", .backend(.latency(milliseconds: 250))),
        ("backend fail 3 429", .backend(.fail(count: 3, status: 429))),
        ("backend maintenance on", .backend(.maintenance(true))),
        ("backend maintenance off", .backend(.maintenance(false))),
        ("backend revoke", .backend(.revoke)),
        ("backend expire-tokens", .backend(.expireTokens)),
        ("backend delete-post p5", .backend(.deletePost(id: "p5"))),
        ("wait 500", .wait(milliseconds: 500)),
        ("print", .print),
        ("expect state onboarding:profileSetup", .expect(.state("onboarding:profileSetup"))),
        ("expect state error:sessionExpired", .expect(.state("error:sessionExpired"))),
        ("expect screen settings:privacy", .expect(.screen("settings:privacy", window: nil))),
        ("expect screen post:p5 --window post-p5", .expect(.screen("post:p5", window: .post("p5")))),
        ("expect screen profile:u-bob", .expect(.screen("profile:u-bob", window: nil))),
        ("expect event sign_in", .expect(.event("sign_in"))),
        ("expect no-event sign_in", .expect(.noEvent("sign_in"))),
        ("expect windows 2", .expect(.windows(2))),
        (#"expect error "Wrong email""#, .expect(.error("Wrong email"))),
        (#"expect text "Alice Example""#, .expect(.text("Alice Example", window: nil))),
        ("expect text Trains --window post-p5", .expect(.text("Trains", window: .post("p5")))),
        ("expect text --window main 45", .expect(.text("45", window: .main))),
    ]

    @Test(arguments: wellFormedLines)
    func aWellFormedLineBecomesItsCommand(line: String, command: ScriptCommand) throws {
        let script = try ScriptChecker.check(line, backendAvailable: true)
        #expect(script.lines.map(\.command) == [command])
    }

    /// A comment keeps its indentation past the one space after `#`, so a table in the demo's
    /// narration keeps its continued rows under their column.
    @Test func blankLinesAreSkippedAndCommentsKeptWithTheirLineNumbersAndIndentation() throws {
        let script = try ScriptChecker.check(
            "# First launch\n\n   \nlaunch\n  #   indented note  \n#App  one\nprint\n", backendAvailable: true
        )
        #expect(
            script.items == [
                .comment(line: 1, text: "First launch"),
                .command(
                    ScriptLine(
                        number: 4, reading: try ShellCommands.table.reading(of: ["launch"]),
                        arguments: ["launch"])),
                .comment(line: 5, text: "  indented note"),
                .comment(line: 6, text: "App  one"),
                .command(
                    ScriptLine(
                        number: 7, reading: try ShellCommands.table.reading(of: ["print"]),
                        arguments: ["print"])),
            ])
    }

    @Test func windowsLineEndingsCountAsOneLineBreak() throws {
        let script = try ScriptChecker.check("launch\r\n\r\nprint\r\n", backendAvailable: true)
        #expect(script.lines.map(\.number) == [1, 3])
    }

    static let malformedScripts: [(String, ScriptError)] = [
        ("launch\nfly away", ScriptError(line: 2, message: #"unknown command "fly""#)),
        (
            "login alice@example.com",
            ScriptError(line: 1, message: "missing PASSWORD (usage: login EMAIL PASSWORD)")
        ),
        ("print\n\nlogout now", ScriptError(line: 3, message: #"unexpected argument "now" (usage: logout)"#)),
        (
            "login alice@example.com correct horse",
            ScriptError(
                line: 1,
                message: "more arguments than the usage takes, not shown as one may be part of the PASSWORD"
                    + " (usage: login EMAIL PASSWORD)")
        ),
        (
            "signup a@b.co two word secret Name",
            ScriptError(
                line: 1,
                message: "more arguments than the usage takes, not shown as one may be part of the PASSWORD"
                    + " (usage: signup EMAIL PASSWORD NAME)")
        ),
        (
            "signup a@b.co pw",
            ScriptError(line: 1, message: "missing NAME (usage: signup EMAIL PASSWORD NAME)")
        ),
        (
            "tab home",
            ScriptError(
                line: 1, message: #""home" is not one of: profile, settings (usage: tab profile|settings)"#)
        ),
        (
            "onboarding skip",
            ScriptError(
                line: 1,
                message:
                    #""skip" is not one of: next, back, name (usage: onboarding next | onboarding back | onboarding name VALUE)"#
            )
        ),
        (
            "onboarding name",
            ScriptError(
                line: 1,
                message: "missing VALUE (usage: onboarding next | onboarding back | onboarding name VALUE)")
        ),
        (
            "phase asleep",
            ScriptError(
                line: 1,
                message:
                    #""asleep" is not one of: active, inactive, background (usage: phase active|inactive|background [--window ID])"#
            )
        ),
        (
            "phase active --window",
            ScriptError(
                line: 1,
                message: "--window needs a value (usage: phase active|inactive|background [--window ID])")
        ),
        (
            "phase active --window side",
            ScriptError(line: 1, message: #""side" is not a window ID; use main or post-<postID>"#)
        ),
        ("open", ScriptError(line: 1, message: "missing URL (usage: open URL [--window ID])")),
        (
            "settings set appearance blue",
            ScriptError(
                line: 1, message: #""blue" is not a value for appearance; use one of: light, dark, system."#)
        ),
        (
            "settings set theme dark",
            ScriptError(
                line: 1,
                message:
                    #"Unknown setting "theme"; use one of: notifications.push, notifications.email, appearance, privacy.profile."#
            )
        ),
        (
            "settings set notifications.push On",
            ScriptError(
                line: 1, message: #""On" is not a value for notifications.push; use one of: on, off."#)
        ),
        ("post open", ScriptError(line: 1, message: "missing ID (usage: post open ID)")),
        (#"post open """#, ScriptError(line: 1, message: #"ID must be a word without spaces, not """#)),
        (#"post open "a b""#, ScriptError(line: 1, message: #"ID must be a word without spaces, not "a b""#)),
        (
            #"expect screen "post:a b""#,
            ScriptError(line: 1, message: #"ID must be a word without spaces, not "a b""#)
        ),
        (
            #"expect screen "profile:u bob""#,
            ScriptError(line: 1, message: #"ID must be a word without spaces, not "u bob""#)
        ),
        ("expect screen post:", ScriptError(line: 1, message: #"ID must be a word without spaces, not """#)),
        (
            #"window focus "post-a b""#,
            ScriptError(line: 1, message: #""post-a b" is not a window ID; use main or post-<postID>"#)
        ),
        ("posts less", ScriptError(line: 1, message: #""less" is not one of: more (usage: posts more)"#)),
        (
            "profile edit age 3",
            ScriptError(
                line: 1,
                message:
                    #""age" is not one of: name, bio (usage: profile edit name VALUE | profile edit bio VALUE)"#
            )
        ),
        (
            "window open p5",
            ScriptError(
                line: 1,
                message:
                    #""p5" is not one of: post (usage: window open post ID | window close ID | window focus ID)"#
            )
        ),
        (
            "window close p5",
            ScriptError(line: 1, message: #""p5" is not a window ID; use main or post-<postID>"#)
        ),
        ("wait", ScriptError(line: 1, message: "missing MS (usage: wait MS)")),
        (
            "wait -5",
            ScriptError(line: 1, message: #"MS must be a whole number from 0 to 86400000, not "-5""#)
        ),
        (
            "wait 1.5",
            ScriptError(line: 1, message: #"MS must be a whole number from 0 to 86400000, not "1.5""#)
        ),
        (
            "backend fail 2 200",
            ScriptError(line: 1, message: #"STATUS must be a whole number from 400 to 599, not "200""#)
        ),
        (
            "backend latency 90000",
            ScriptError(line: 1, message: #"MS must be a whole number from 0 to 60000, not "90000""#)
        ),
        (
            "backend maintenance yes",
            ScriptError(
                line: 1,
                message:
                    #""yes" is not one of: on, off (usage: backend offline | backend online | backend latency MS | backend fail N STATUS | backend maintenance on|off | backend revoke | backend expire-tokens | backend delete-post ID)"#
            )
        ),
        (
            "backend reboot",
            ScriptError(
                line: 1,
                message:
                    #""reboot" is not one of: offline, online, latency, fail, maintenance, revoke, expire-tokens, delete-post (usage: backend offline | backend online | backend latency MS | backend fail N STATUS | backend maintenance on|off | backend revoke | backend expire-tokens | backend delete-post ID)"#
            )
        ),
        (
            "expect state signedIn",
            ScriptError(
                line: 1,
                message:
                    #""signedIn" is not one of: loading, unauthenticated, onboarding:welcome, onboarding:permissions, onboarding:profileSetup, onboarding:complete, authenticated, error:networkUnavailable, error:sessionExpired, error:maintenanceMode (usage: expect state STATE | expect screen SCREEN [--window ID] | expect text TEXT [--window ID] | expect event NAME | expect no-event NAME | expect windows N | expect error TEXT)"#
            )
        ),
        (
            "expect screen settings:sound",
            ScriptError(
                line: 1,
                message:
                    #""settings:sound" is not a screen name; use one of: launch, sign-in, onboarding:<step>, profile, profile:<userID>, post:<postID>, settings, settings:<section>, error:<kind>"#
            )
        ),
        (
            "expect windows two",
            ScriptError(line: 1, message: #"N must be a whole number from 0 to 1000, not "two""#)
        ),
        (
            "expect nothing",
            ScriptError(
                line: 1,
                message:
                    #""nothing" is not one of: state, screen, text, event, no-event, windows, error (usage: expect state STATE | expect screen SCREEN [--window ID] | expect text TEXT [--window ID] | expect event NAME | expect no-event NAME | expect windows N | expect error TEXT)"#
            )
        ),
        (#"login "alice"#, ScriptError(line: 1, message: "a quoted argument has no closing quote")),
        ("help", ScriptError(line: 1, message: #"unknown command "help""#)),
    ]

    @Test(arguments: malformedScripts)
    func aMalformedLineIsAnErrorNamingItsLine(script: String, error: ScriptError) {
        #expect(throws: error) {
            try ScriptChecker.check(script, backendAvailable: true)
        }
    }

    @Test func theFirstBadLineIsReportedEvenAfterManyGoodOnes() {
        let script = Array(repeating: "print", count: 40).joined(separator: "\n") + "\ntab home\nfly"
        #expect(
            throws: ScriptError(
                line: 41, message: #""home" is not one of: profile, settings (usage: tab profile|settings)"#)
        ) {
            try ScriptChecker.check(script, backendAvailable: true)
        }
    }

    @Test func backendLinesAreAnErrorWithoutTheEmbeddedBackend() {
        #expect(
            throws: ScriptError(
                line: 2, message: "backend commands need the embedded backend, and --api-url was given")
        ) {
            try ScriptChecker.check("launch\nbackend offline", backendAvailable: false)
        }
    }

    @Test func theErrorDescriptionStartsWithTheLineNumber() {
        #expect(
            ScriptError(line: 7, message: "unknown command \"x\"").description
                == "line 7: unknown command \"x\"")
    }
}
