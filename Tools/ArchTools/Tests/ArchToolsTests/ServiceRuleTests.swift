import Testing

@testable import ArchToolsCore
@testable import ArchToolsSyntax

@Suite struct ServiceRuleTests {
    private func violations(_ sources: String...) -> [String] {
        let files = sources.enumerated().map {
            ParsedSourceFile(path: "S\($0.offset).swift", source: $0.element)
        }
        return ServiceRule.violations(in: files).map { "\($0.path):\($0.line): \($0.rule.rawValue)" }
    }

    @Test func acceptsActorAndStructServices() {
        #expect(
            violations(
                """
                public protocol UserService: Sendable {}
                actor LiveUserService: UserService {}
                struct Validation: UserService {}
                final class Formatter {}
                """) == [])
    }

    @Test func flagsAClassConformingToAServicesProtocolDeclaredInAnotherFile() {
        #expect(
            violations("protocol Loading: Sendable {}", "final class Loader: Loading {}") == [
                "S1.swift:1: service-class"
            ])
    }

    @Test func flagsAClassThatConformsInAnExtension() {
        #expect(
            violations("protocol Loading {}\nfinal class Loader {}\nextension Loader: Loading {}") == [
                "S0.swift:2: service-class"
            ])
    }

    @Test func flagsAClassNamedLikeAServiceOrStore() {
        #expect(
            violations("class UserService {}\nfinal class TokenStore {}") == [
                "S0.swift:1: service-class", "S0.swift:2: service-class",
            ])
    }

    @Test func flagsEveryMainActorInServices() {
        #expect(
            violations(
                """
                actor Cache {
                    @MainActor func show() {}
                    let callback: @MainActor () -> Void
                }
                """) == ["S0.swift:2: service-main-actor", "S0.swift:3: service-main-actor"])
    }
}
