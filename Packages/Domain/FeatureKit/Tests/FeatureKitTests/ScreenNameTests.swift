import FeatureKit
import Testing

@Suite struct ScreenNameTests {
    @Test func aPlainNameMatchesItselfOnly() {
        let name = ScreenName.named("profile")
        #expect(name.form == "profile")
        #expect(name.matches("profile"))
        #expect(!name.matches("profile:u-bob"))
    }

    @Test func anIDNameMatchesAnyIDWithoutAColon() {
        let name = ScreenName.id("post", "postID")
        #expect(name.form == "post:<postID>")
        #expect(name.matches("post:p5"))
        #expect(!name.matches("post:"))
        #expect(!name.matches("post:a:b"))
        #expect(!name.matches("posts:p5"))
    }

    @Test func aNameWithValuesMatchesThoseOnly() {
        let name = ScreenName.oneOf("settings", "section", ["privacy", "account"])
        #expect(name.form == "settings:<section>")
        #expect(name.matches("settings:privacy"))
        #expect(!name.matches("settings:sound"))
        #expect(!name.matches("settings"))
    }
}
