import Foundation
import Testing

@testable import ArchToolsCore

@Suite struct FeatureTemplateTests {
    private let template: FeatureTemplate

    init() throws {
        template = try FeatureTemplate(folder: RepoFolders.featureTemplate)
    }

    @Test func makesThePackageInTheHouseLayout() throws {
        let paths = template.rendered(for: try FeatureName("ReadingList"), withTab: false).map(\.path)
        let expected = [
            "Package.swift",
            "Sources/ReadingListDemo/main.swift",
            "Sources/ReadingListFeature/Analytics/AnalyticsEvent+ReadingList.swift",
            "Sources/ReadingListFeature/Controllers/ReadingListItemController.swift",
            "Sources/ReadingListFeature/Controllers/ReadingListListController.swift",
            "Sources/ReadingListFeature/Models/ReadingListItem.swift",
            "Sources/ReadingListFeature/Navigation/ReadingListStack.swift",
            "Sources/ReadingListFeature/ReadingListCommands.swift",
            "Sources/ReadingListFeature/ReadingListFeatureAPI.swift",
            "Sources/ReadingListFeature/ReadingListFeatureDependencies.swift",
            "Sources/ReadingListFeature/ReadingListFeatureFactory.swift",
            "Sources/ReadingListFeature/ReadingListFeatureRegistration.swift",
            "Sources/ReadingListFeature/ReadingListIntent.swift",
            "Sources/ReadingListFeature/ReadingListOutput.swift",
            "Sources/ReadingListFeature/ReadingListRoute.swift",
            "Sources/ReadingListFeature/Services/LiveReadingListService.swift",
            "Sources/ReadingListFeature/Services/ReadingListService.swift",
            "Sources/ReadingListFeature/Views/ReadingListListView.swift",
            "Sources/ReadingListFeatureTesting/FakeReadingListService.swift",
            "Tests/ReadingListFeatureTests/ReadingListRegistrationTests.swift",
            "Tests/ReadingListFeatureTests/ReadingListRouteTests.swift",
        ]
        #expect(Set(expected).isSubset(of: paths))
        #expect(
            paths.allSatisfy {
                $0.hasPrefix("Package.swift") || $0.hasPrefix("Sources/") || $0.hasPrefix("Tests/")
            })
    }

    @Test func fillsInEveryPlaceholder() throws {
        for file in template.rendered(for: try FeatureName("ReadingList"), withTab: false) {
            #expect(!file.path.contains("__"), "\(file.path)")
            #expect(!file.contents.contains("__"), "\(file.path) keeps a placeholder")
        }
    }

    @Test func namesDeepLinksAndScreensWithTheSlug() throws {
        let route = try #require(
            template.rendered(for: try FeatureName("ReadingList"), withTab: false).first {
                $0.path.hasSuffix("ReadingListRoute.swift")
            })
        #expect(route.contents.contains("case (\"reading-list\", nil): self = .list"))
        #expect(route.contents.contains("public enum ReadingListRoute: FeatureRoute"))
    }

    @Test(arguments: [(true, "    tab: \"Reading List\",\n"), (false, "    tab: nil,\n")])
    func givesTheRegistrationATabOnlyWhenAskedFor(withTab: Bool, line: String) throws {
        let registration = try #require(
            template.rendered(for: try FeatureName("ReadingList"), withTab: withTab).first {
                $0.path.hasSuffix("ReadingListFeatureRegistration.swift")
            })
        #expect(registration.contents.contains(line))
    }

    @Test func sortsImportsOnceTheNameIsFilledIn() throws {
        for name in ["Aardvark", "Zebra"] {
            let demo = try #require(
                template.rendered(for: try FeatureName(name), withTab: true).first {
                    $0.path.hasSuffix("Demo/main.swift")
                })
            let imports = demo.contents.split(separator: "\n").filter { $0.hasPrefix("import ") }
            #expect(imports == imports.sorted(), "\(name)")
        }
    }

    /// The longest name, as one word and as the most words (so the longest slug and title).
    @Test(arguments: ["Abcdefghijklmnopqrstuvwx", "AbAbAbAbAbAbAbAbAbAbAbAb"])
    func keepsEveryLineWithinTheHouseLengthForTheLongestNames(name: String) throws {
        let longest = try FeatureName(name)
        #expect(longest.name.count == FeatureName.maximumLength)
        for file in template.rendered(for: longest, withTab: true) {
            for (number, line) in file.contents.split(separator: "\n", omittingEmptySubsequences: false)
                .enumerated()
            {
                #expect(line.count <= 110, "\(file.path):\(number + 1) has \(line.count) characters")
            }
        }
    }

    @Test func failsClearlyWithoutATemplateFolder() {
        let missing = URL(fileURLWithPath: "/nonexistent/Templates/Feature")
        #expect(throws: ArchToolsError("no feature template at /nonexistent/Templates/Feature")) {
            try FeatureTemplate(folder: missing)
        }
    }
}
