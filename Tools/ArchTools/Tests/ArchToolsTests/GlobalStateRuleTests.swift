import Testing

@testable import ArchToolsCore
@testable import ArchToolsSyntax

@Suite struct GlobalStateRuleTests {
    private func violations(_ source: String) -> [String] {
        GlobalStateRule.violations(in: ParsedSourceFile(path: "G.swift", source: source)).map {
            "\($0.line): \($0.rule.rawValue)"
        }
    }

    @Test func flagsASharedSingleton() {
        #expect(violations("final class Client {\n    static let shared = Client()\n}") == ["2: singleton"])
    }

    @Test func flagsStoredStaticAndTopLevelVars() {
        #expect(
            violations(
                """
                enum Counter {
                    static var count = 0
                    class var name: String { "" }
                }
                #if DEBUG
                var debugCount = 0
                #endif
                """) == ["2: global-state", "6: global-state"])
    }

    @Test func allowsConstantsComputedVarsTaskLocalsAndLocals() {
        #expect(
            violations(
                """
                enum Retry {
                    static let attempts = 3
                    static var delay: Double { 0.5 }
                    @TaskLocal static var isRetrying = false
                }
                let limit = 3
                var computed: Int { 1 }
                func run() {
                    var local = 0
                    local += 1
                }
                """) == [])
    }

    @Test func flagsNonisolatedUnsafe() {
        #expect(
            violations("struct Box {\n    nonisolated(unsafe) let value: NSObject\n}") == [
                "2: nonisolated-unsafe"
            ])
    }
}
