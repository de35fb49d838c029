import Testing

@testable import ArchToolsCore

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

    @Test func addsAfterAProductWrittenOverSeveralLinesAndKeepsCommentsAsTheyAre() throws {
        let manifest = Self.manifest.replacingOccurrences(
            of: "                .product(name: \"ProfileFeature\", package: \"Profile\"),\n",
            with: """
                                .product(name: "ProfileFeature", package: "Profile"),
                                // The transport, on Linux only.
                                .product(
                                    name: "NetworkingNIO", package: "Networking", condition: .when(platforms: [.linux])),

                """)
        let edited = try RootManifestEditor.adding(inbox, to: manifest)
        #expect(
            edited.contains(
                """
                                .product(name: "ProfileFeature", package: "Profile"),
                                .product(name: "InboxFeature", package: "Inbox"),
                                // The transport, on Linux only.
                """))
    }

    @Test func readsTheTargetNotTheLibraryProductOfTheSameName() throws {
        let manifest = Self.manifest.replacingOccurrences(
            of: "    name: \"App\",\n",
            with:
                "    name: \"App\",\n    products: [\n        .library(name: \"AppCore\", targets: [\"AppCore\"]),\n    ],\n"
        )
        let edited = try RootManifestEditor.adding(inbox, to: manifest)
        #expect(edited.contains("            .product(name: \"InboxFeature\", package: \"Inbox\"),\n"))
        #expect(edited.contains("        .package(path: \"Packages/Features/Inbox\"),\n"))
    }

    /// Each shape the editor cannot follow, and the one line that says so.
    @Test(arguments: [
        (
            "let package = Package(name: \"App\", targets: [.target(name: \"AppCore\", dependencies: [\"A\"])])",
            "Package.swift: cannot find the package's `dependencies: [`, before its `targets:`"
        ),
        (
            """
            let package = Package(
                name: "App",
                dependencies: [
                    .package(path: "Packages/Core/A"),
                ],
                targets: []
            )
            """,
            "Package.swift: cannot find the AppCore target (`name: \"AppCore\"`)"
        ),
        (
            """
            let package = Package(
                dependencies: [
                    .package(path: "Packages/Core/A"),
                ],
                targets: [
                    .target(
                        name: "AppCore",
                        path: "App/Sources/AppCore"
                    ),
                ]
            )
            """,
            "Package.swift: cannot find the `dependencies: [` of the AppCore target"
        ),
        (
            """
            let package = Package(
                dependencies: [
                    .package(path: "Tools/B"),
                ],
                targets: [
                    .target(
                        name: "AppCore",
                        dependencies: ["A"]
                    ),
                ]
            )
            """,
            "Package.swift:8: write the AppCore target's dependencies one a line after `dependencies: [`, "
                + "so a new one can be added"
        ),
        (
            """
            let package = Package(
                dependencies: [
                    .package(path: "Tools/B"),
                ],
                targets: [
                    .target(
                        name: "AppCore",
                        dependencies: [
                            "A",
                        ]
                    ),
                ]
            )
            """,
            "Package.swift: no `.package(path: \"Packages/…\")` in the package's dependencies"
        ),
        (
            """
            let package = Package(
                dependencies: [
                    .package(path: "Packages/Core/A"),
                ],
                targets: [
                    .target(
                        name: "AppCore",
                        dependencies: [
                        ]
                    ),
                ]
            )
            """,
            "Package.swift: the AppCore target's dependencies are empty"
        ),
        (
            "let package = Package(dependencies: [.package(path: \"Packages/Core/A\")], targets: [.target(name: \"AppCore\", dependencies: [\"A\"])])",
            "Package.swift:1: write the package's dependencies one a line after `dependencies: [`, so a new one can be added"
        ),
        (
            """
            let package = Package(
                dependencies: [
                    .package(path: "Packages/Core/A"), .package(path: "Packages/Core/B"),
                ],
                targets: [
                    .target(
                        name: "AppCore",
                        dependencies: [
                            .product(name: "A", package: "A"),
                        ]
                    ),
                ]
            )
            """,
            "Package.swift:3: write each dependency on its own line, so a new one can be added after it"
        ),
        (
            """
            let package = Package(
                dependencies: [
                    .package(path: "Packages/Core/A"),
                ],
                targets: [
                    .target(
                        name: "AppCore",
                        dependencies: [
                            .product(
                                name: "A", package: "A")
                        ]
                    ),
                ]
            )
            """,
            "Package.swift:9: write each dependency on its own line, so a new one can be added after it"
        ),
        (
            """
            let package = Package(
                dependencies: [
                    .package(path: "Packages/Core/A"),
            """,
            "Package.swift:2: the package's dependencies never end with a line starting `]`"
        ),
    ])
    func failsClearlyWhenTheManifestIsNotShapedAsExpected(manifest: String, message: String) {
        #expect(throws: ArchToolsError(message)) {
            try RootManifestEditor.adding(inbox, to: manifest)
        }
    }
}
