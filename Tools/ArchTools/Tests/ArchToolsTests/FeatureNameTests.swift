import Testing

@testable import ArchToolsCore

@Suite struct FeatureNameTests {
    @Test(arguments: [
        ("Inbox", "inbox", "Inbox"),
        ("ReadingList", "reading-list", "Reading List"),
        ("HTTPInbox", "http-inbox", "HTTP Inbox"),
        ("Inbox2", "inbox2", "Inbox2"),
        ("V2Inbox", "v2-inbox", "V2 Inbox"),
        ("A", "a", "A"),
    ])
    func nameGivesItsSlugAndTitle(name: String, slug: String, title: String) throws {
        let feature = try FeatureName(name)
        #expect(feature.name == name)
        #expect(feature.slug == slug)
        #expect(feature.title == title)
    }

    @Test(arguments: [
        "inbox", "1Inbox", "Reading_List", "Reading-List", "Inbox ", "Ünbox", "Inbøx", "_Inbox",
    ])
    func nameThatIsNotAnUppercaseIdentifierIsRefused(name: String) {
        #expect(
            throws: ArchToolsError(
                "\"\(name)\" is not a feature name: start with an uppercase letter and use only letters and digits "
                    + "(A-Z, a-z, 0-9), for example Inbox or ReadingList")
        ) {
            try FeatureName(name)
        }
    }

    @Test func emptyNameIsRefused() {
        #expect(throws: ArchToolsError("give the feature a name, for example Inbox")) {
            try FeatureName("")
        }
    }

    @Test func nameLongerThanTheLimitIsRefused() throws {
        _ = try FeatureName(String(repeating: "A", count: FeatureName.maximumLength))
        let long = String(repeating: "A", count: FeatureName.maximumLength + 1)
        #expect(throws: ArchToolsError("\"\(long)\" is too long: a feature name has at most 24 characters")) {
            try FeatureName(long)
        }
    }

    @Test(arguments: ["Self", "Any"])
    func swiftKeywordIsRefused(name: String) {
        #expect(throws: ArchToolsError("\"\(name)\" is a Swift keyword: choose another name")) {
            try FeatureName(name)
        }
    }

    @Test func nameEndingInFeatureIsRefused() {
        #expect(
            throws: ArchToolsError(
                "\"InboxFeature\" ends in Feature: give the name without it (the module gets the suffix)")
        ) {
            try FeatureName("InboxFeature")
        }
    }
}
