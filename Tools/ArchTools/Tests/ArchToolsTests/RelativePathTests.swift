import Testing

@testable import ArchToolsCore

@Suite struct RelativePathTests {
    @Test(arguments: [
        ("Packages/Features/Profile", "Packages/Domain/Models", "../../Domain/Models"),
        ("", "Packages/Core/Networking", "Packages/Core/Networking"),
        ("Packages/Domain/Services", "Tools/DevBackend", "../../../Tools/DevBackend"),
        ("Packages/Core/Analytics", "Packages/Core/Networking", "../Networking"),
    ])
    func leadsFromOnePackageFolderToAnother(from: String, to: String, expected: String) {
        #expect(RelativePath.from(from, to: to) == expected)
    }
}
