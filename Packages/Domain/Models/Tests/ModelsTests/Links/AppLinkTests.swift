import Foundation
import Testing

import Models

struct AppLinkTests {
    @Test(arguments: [
        ("app://profile", AppLink(host: "profile")),
        ("app://post/p5", AppLink(host: "post", item: "p5")),
        ("APP://Settings/Account", AppLink(host: "settings", item: "Account")),
        ("app://post/", AppLink(host: "post", item: "")),
        ("app://profile/u-bob/posts", AppLink(host: "profile", item: "u-bob/posts")),
        ("app://profile/u%2Dbob", AppLink(host: "profile", item: "u%2Dbob")),
        ("app://profile:", AppLink(host: "profile")),
    ])
    func aLinkGivesItsLowercasedHostAndItsItemAsWritten(text: String, link: AppLink) throws {
        #expect(AppLink(url: try #require(URL(string: text))) == link)
    }

    @Test(arguments: [
        "https://profile", "myapp://profile", "app://", "app:///post/p5", "app:profile", "app://user@post/p5",
        "app://post:8080/p5", "app://post/p5?share=1", "app://post/p5?", "app://post/p5#top", "app://post/p5#",
    ])
    func anythingElseIsNoAppLink(text: String) throws {
        #expect(AppLink(url: try #require(URL(string: text))) == nil)
    }

    @Test(arguments: [AppLink(host: "settings"), AppLink(host: "post", item: "p5")])
    func aLinkRoundTripsThroughItsURL(link: AppLink) {
        #expect(AppLink(url: link.url) == link)
    }

    @Test func anItemThatIsNoPathSegmentIsEscapedSoItNeverReadsAsAnotherLink() {
        #expect(AppLink(host: "post", item: "p5?x#y").url.absoluteString == "app://post/p5%3Fx%23y")
    }
}
