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
            static let onboarding = OnboardingFeature.registration.adapted { (services: FeatureServices) in services }

            static let all: [FeatureRegistration<FeatureServices>] = [
                onboarding,
                ProfileFeature.registration.adapted { $0 },
                SettingsFeature.registration.adapted { $0 },
            ]
        }

        extension FeatureServices: OnboardingFeatureDependencies {}
        extension FeatureServices: ProfileFeatureDependencies {}
        extension FeatureServices: SettingsFeatureDependencies {}

        """

    @Test func addsTheImportInOrderTheRegistrationLastAndTheConformance() throws {
        #expect(
            try AppFeaturesEditor.adding(FeatureName("Orders"), to: Self.source) == """
                import FeatureKit
                import OnboardingFeature
                import OrdersFeature
                import ProfileFeature
                import SettingsFeature

                /// The features the app is made of.
                enum AppFeatures {
                    static let onboarding = OnboardingFeature.registration.adapted { (services: FeatureServices) in services }

                    static let all: [FeatureRegistration<FeatureServices>] = [
                        onboarding,
                        ProfileFeature.registration.adapted { $0 },
                        SettingsFeature.registration.adapted { $0 },
                        OrdersFeature.registration.adapted { $0 },
                    ]
                }

                extension FeatureServices: OnboardingFeatureDependencies {}
                extension FeatureServices: ProfileFeatureDependencies {}
                extension FeatureServices: SettingsFeatureDependencies {}
                extension FeatureServices: OrdersFeatureDependencies {}

                """)
    }

    @Test func anImportThatSortsLastGoesAfterTheOthers() throws {
        let edited = try AppFeaturesEditor.adding(FeatureName("Zoo"), to: Self.source)
        #expect(edited.contains("import SettingsFeature\nimport ZooFeature\n\n"))
    }

    @Test func theLastFeatureGetsTheCommaItLacksAndTheFirstConformanceEndsTheFile() throws {
        let source = """
            import FeatureKit

            enum AppFeatures {
                static let all: [FeatureRegistration<FeatureServices>] = [
                    onboarding
                ]
            }

            """
        #expect(
            try AppFeaturesEditor.adding(FeatureName("Orders"), to: source) == """
                import FeatureKit
                import OrdersFeature

                enum AppFeatures {
                    static let all: [FeatureRegistration<FeatureServices>] = [
                        onboarding,
                        OrdersFeature.registration.adapted { $0 },
                    ]
                }

                extension FeatureServices: OrdersFeatureDependencies {}

                """)
    }

    @Test(arguments: [
        "import ProfileFeature", "    ProfileFeature.registration.adapted { $0 },",
        "extension FeatureServices: ProfileFeatureDependencies {}",
    ])
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
                + "`static let all: [FeatureRegistration<FeatureServices>] = [` ending a line"
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
