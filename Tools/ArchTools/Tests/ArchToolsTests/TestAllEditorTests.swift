import Testing

@testable import ArchToolsCore

@Suite struct TestAllEditorTests {
    private static let script = """
        #!/usr/bin/env bash
        packages=(
            Packages/Core/Design
            Packages/Features/Profile
            .
        )
        for package in "${packages[@]}"; do swift test --package-path "$package"; done

        """

    @Test func addsThePackageJustBeforeTheRoot() throws {
        let edited = try TestAllEditor.adding("Packages/Features/Inbox", to: Self.script)
        #expect(
            edited == """
                #!/usr/bin/env bash
                packages=(
                    Packages/Core/Design
                    Packages/Features/Profile
                    Packages/Features/Inbox
                    .
                )
                for package in "${packages[@]}"; do swift test --package-path "$package"; done

                """)
    }

    @Test func refusesAPackageAlreadyListed() {
        #expect(throws: ArchToolsError("Tools/test-all already lists Packages/Features/Profile")) {
            try TestAllEditor.adding("Packages/Features/Profile", to: Self.script)
        }
    }

    @Test(arguments: [
        "packages=(Packages/Core/Design .)\n",
        "packages=(\n    Packages/Core/Design\n)\n",
        "packages=(\n    .\n",
        "list=(\n    .\n)\n",
    ])
    func failsClearlyWithoutTheListAndItsRootEntry(script: String) {
        #expect(
            throws: ArchToolsError(
                "Tools/test-all: cannot find its package list (`packages=(` … `.` … `)`, one folder a line)")
        ) {
            try TestAllEditor.adding("Packages/Features/Inbox", to: script)
        }
    }
}
