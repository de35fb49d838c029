import Testing

@testable import ArchTools

@Suite struct RootManifestEditorTests {
    private static let manifest = """
        // swift-tools-version: 6.1
        import PackageDescription

        let package = Package(
            name: "App",
            dependencies: [
                .package(path: "Packages/Core/Design"),
                .package(path: "Packages/Features/Profile"),  // the first feature
                .package(path: "Tools/DevBackend"),
                .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
            ],
            targets: [
                .target(
                    name: "AppCore",
                    dependencies: [
                        .product(name: "Design", package: "Design"),
                        .product(name: "ProfileFeature", package: "Profile"),
                        .product(name: "Logging", package: "swift-log"),
                    ],
                    path: "App/Sources/AppCore"
                ),
                .target(name: "AppShell", dependencies: ["AppCore"], path: "App/Sources/AppShell"),
            ]
        )

        """

    private let inbox = try! FeatureName("Inbox")

    @Test func addsThePackageAndTheProductAfterTheFeaturesAlreadyThere() throws {
        #expect(
            try RootManifestEditor.adding(inbox, to: Self.manifest) == """
                // swift-tools-version: 6.1
                import PackageDescription

                let package = Package(
                    name: "App",
                    dependencies: [
                        .package(path: "Packages/Core/Design"),
                        .package(path: "Packages/Features/Profile"),  // the first feature
                        .package(path: "Packages/Features/Inbox"),
                        .package(path: "Tools/DevBackend"),
                        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
                    ],
                    targets: [
                        .target(
                            name: "AppCore",
                            dependencies: [
                                .product(name: "Design", package: "Design"),
                                .product(name: "ProfileFeature", package: "Profile"),
                                .product(name: "InboxFeature", package: "Inbox"),
                                .product(name: "Logging", package: "swift-log"),
                            ],
                            path: "App/Sources/AppCore"
                        ),
                        .target(name: "AppShell", dependencies: ["AppCore"], path: "App/Sources/AppShell"),
                    ]
                )

                """)
    }

    @Test func withoutFeaturesAddsAfterTheLastPackageAndAtTheEndOfAppCore() throws {
        let manifest = """
            let package = Package(
                name: "App",
                dependencies: [
                    .package(path: "Packages/Core/Design")
                ],
                targets: [
                    .target(
                        name: "AppCore",
                        dependencies: [
                            .product(name: "Design", package: "Design")
                        ]
                    )
                ]
            )
            """
        #expect(
            try RootManifestEditor.adding(inbox, to: manifest) == """
                let package = Package(
                    name: "App",
                    dependencies: [
                        .package(path: "Packages/Core/Design"),
                        .package(path: "Packages/Features/Inbox"),
                    ],
                    targets: [
                        .target(
                            name: "AppCore",
                            dependencies: [
                                .product(name: "Design", package: "Design"),
                                .product(name: "InboxFeature", package: "Inbox"),
                            ]
                        )
                    ]
                )
                """)
    }

    @Test func refusesAFeatureTheManifestAlreadyDependsOn() {
        let manifest = Self.manifest.replacingOccurrences(of: "Features/Profile", with: "Features/Inbox")
        #expect(throws: ArchToolsError("Package.swift already depends on Packages/Features/Inbox")) {
            try RootManifestEditor.adding(inbox, to: manifest)
        }
    }

    @Test func refusesAProductAppCoreAlreadyHas() {
        let manifest = Self.manifest.replacingOccurrences(of: "\"ProfileFeature\"", with: "\"InboxFeature\"")
        #expect(throws: ArchToolsError("Package.swift: AppCore already depends on InboxFeature")) {
            try RootManifestEditor.adding(inbox, to: manifest)
        }
    }

    @Test(arguments: [
        (
            "let package = Package(name: \"App\", targets: [.target(name: \"AppCore\", dependencies: [\"A\"])])",
            "Package.swift: cannot find the package's `dependencies: [ … ]` in `Package(…)`"
        ),
        (
            "let package = Package(name: \"App\", dependencies: [.package(path: \"Packages/Core/A\")], targets: [])",
            "Package.swift: cannot find the `dependencies: [ … ]` of the AppCore target"
        ),
        (
            "let package = Package(dependencies: [.package(path: \"Tools/B\")], targets: [.target(name: \"AppCore\", dependencies: [\"A\"])])",
            "Package.swift: no `.package(path: \"Packages/…\")` in the package's dependencies"
        ),
        (
            "let package = Package(dependencies: [.package(path: \"Packages/Core/A\")], targets: [.target(name: \"AppCore\", dependencies: [])])",
            "Package.swift: the AppCore target's dependencies are empty"
        ),
        (
            "let package = Package(dependencies: [.package(path: \"Packages/Core/A\")], targets: [.target(name: \"AppCore\", dependencies: [\"A\"])])",
            "Package.swift: write each dependency on its own line, so a new one can be added after it"
        ),
    ])
    func failsClearlyWhenAnAnchorIsMissing(manifest: String, message: String) {
        #expect(throws: ArchToolsError(message)) {
            try RootManifestEditor.adding(inbox, to: manifest)
        }
    }
}
