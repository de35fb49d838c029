import Testing

@testable import ArchToolsCore

@Suite struct AppFeaturesEditorTests {
    private static let source = """
        import FeatureKit
        import OnboardingFeature
        import ProfileFeature
        import SettingsFeature

        /// The features the app is made of.
        enum AppFeatures {
            static let all: [AnyFeature] = [
                AnyFeature(OnboardingFeature.registration),
                AnyFeature(ProfileFeature.registration),
                AnyFeature(SettingsFeature.registration),
            ]
        }

        extension AppVocabulary {
            static let standard = AppVocabulary(features: AppFeatures.all)
        }

        """

    @Test func addsTheImportInOrderAndTheRegistrationLastAndNothingElse() throws {
        #expect(
            try AppFeaturesEditor.adding(FeatureName("Orders"), to: Self.source) == """
                import FeatureKit
                import OnboardingFeature
                import OrdersFeature
                import ProfileFeature
                import SettingsFeature

                /// The features the app is made of.
                enum AppFeatures {
                    static let all: [AnyFeature] = [
                        AnyFeature(OnboardingFeature.registration),
                        AnyFeature(ProfileFeature.registration),
                        AnyFeature(SettingsFeature.registration),
                        AnyFeature(OrdersFeature.registration),
                    ]
                }

                extension AppVocabulary {
                    static let standard = AppVocabulary(features: AppFeatures.all)
                }

                """)
    }

    @Test func anImportThatSortsLastGoesAfterTheOthers() throws {
        let edited = try AppFeaturesEditor.adding(FeatureName("Zoo"), to: Self.source)
        #expect(edited.contains("import SettingsFeature\nimport ZooFeature\n\n"))
    }

    @Test func theLastFeatureGetsTheCommaItLacks() throws {
        let source = """
            import FeatureKit

            enum AppFeatures {
                static let all: [AnyFeature] = [
                    onboarding
                ]
            }

            """
        #expect(
            try AppFeaturesEditor.adding(FeatureName("Orders"), to: source) == """
                import FeatureKit
                import OrdersFeature

                enum AppFeatures {
                    static let all: [AnyFeature] = [
                        onboarding,
                        AnyFeature(OrdersFeature.registration),
                    ]
                }

                """)
    }

    @Test(arguments: ["import ProfileFeature", "    AnyFeature(ProfileFeature.registration),"])
    func refusesAFeatureListedAlready(line: String) throws {
        let source = "import FeatureKit\n\(line)\n"
        #expect(
            throws: ArchToolsError(
                "App/Sources/AppCore/Composition/AppFeatures.swift:2: ProfileFeature is listed already")
        ) {
            try AppFeaturesEditor.adding(FeatureName("Profile"), to: source)
        }
    }

    @Test(arguments: [
        (
            "import FeatureKit\nenum AppFeatures {\n    static let all = [onboarding]\n}\n",
            "App/Sources/AppCore/Composition/AppFeatures.swift: cannot find "
                + "`static let all: [AnyFeature] = [` ending a line"
        ),
        (
            "import FeatureKit\nenum AppFeatures {\n    static let all: [R] = [\n        onboarding,\n",
            "App/Sources/AppCore/Composition/AppFeatures.swift:3: the list of features never ends with a line "
                + "starting `]`"
        ),
        (
            "import FeatureKit\nenum AppFeatures {\n    static let all: [R] = [\n    ]\n}\n",
            "App/Sources/AppCore/Composition/AppFeatures.swift:3: the list of features is empty"
        ),
        (
            "enum AppFeatures {\n    static let all: [R] = [\n        onboarding,\n    ]\n}\n",
            "App/Sources/AppCore/Composition/AppFeatures.swift: has no `import` lines to add "
                + "`import OrdersFeature` to"
        ),
    ])
    func failsClearlyWhenTheFileIsNotShapedAsExpected(source: String, message: String) throws {
        #expect(throws: ArchToolsError(message)) {
            try AppFeaturesEditor.adding(FeatureName("Orders"), to: source)
        }
    }
}
