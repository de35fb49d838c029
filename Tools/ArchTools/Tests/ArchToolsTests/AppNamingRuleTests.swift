import Testing

@testable import ArchToolsSyntax

@Suite struct AppNamingRuleTests {
    private func messages(_ source: String, in path: String = "App/Sources/AppCore/Router.swift") -> [String] {
        AppNamingRule.violations(
            in: ParsedSourceFile(path: path, source: source), features: ["Profile", "ReadingList"]
        ).map(\.description)
    }

    @Test func aFeaturesTypeOrNameOutsideTheCompositionRootIsReportedWithTheFix() {
        #expect(
            messages("let a: ReadingListRoute? = nil\nlet b = \"reading-list\"\n") == [
                "App/Sources/AppCore/Router.swift:1: app-names-feature: names ReadingListRoute, a type of the "
                    + "ReadingList feature — fix: list the feature only in AppFeatures.swift and build what the "
                    + "app needs from its registration",
                "App/Sources/AppCore/Router.swift:2: app-names-feature: spells \"reading-list\", the ReadingList "
                    + "feature's name, as a string — fix: list the feature only in AppFeatures.swift and build "
                    + "what the app needs from its registration",
            ])
    }

    @Test func theCompositionRootAndTheDemoScriptMayNameFeatures() {
        let source = "import ProfileFeature\nlet all = [ProfileFeature.registration]\nlet tab = \"profile\"\n"
        #expect(messages(source, in: "App/Sources/AppCore/Composition/AppFeatures.swift").isEmpty)
        #expect(messages(source, in: "App/Sources/AppShell/Demo/DemoScript.swift").isEmpty)
    }

    @Test func wordsThatOnlyContainAFeaturesNameAreLeftAlone() {
        #expect(messages("let a = \"a profile of use\"\nlet profileCount = 2\nlet b = \"onboarding:\\(1)\"\n").isEmpty)
    }
}
