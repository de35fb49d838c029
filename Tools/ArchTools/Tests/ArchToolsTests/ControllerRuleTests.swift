import Testing

@testable import ArchToolsCore
@testable import ArchToolsSyntax

@Suite struct ControllerRuleTests {
    private func violations(_ source: String) -> [String] {
        ControllerRule.violations(in: ParsedSourceFile(path: "C.swift", source: source)).map {
            "\($0.line): \($0.rule.rawValue): \($0.message)"
        }
    }

    @Test func acceptsAnObservableMainActorFinalClassWithStateOnlyItSets() {
        #expect(
            violations(
                """
                @Observable @MainActor final class ProfileController {
                    private(set) var name = ""
                    public private(set) var bio = ""
                    private var task: Task<Void, Never>?
                    fileprivate var retries = 0
                    let service: String
                    var title: String { name }
                    var subtitle: String {
                        get { bio }
                        set { bio = newValue }
                    }
                    static var instances = 0
                }
                """) == [])
    }

    @Test func namesEachMissingPartOfTheShape() {
        #expect(
            violations("@MainActor class ProfileController {}") == [
                "1: controller-shape: controller ProfileController is a class without @Observable, final"
            ])
    }

    @Test func flagsAControllerThatIsNotAClass() {
        #expect(
            violations("struct ProfileController {}\nactor SettingsController {}") == [
                "1: controller-shape: controller ProfileController is a struct",
                "2: controller-shape: controller SettingsController is an actor",
            ])
    }

    @Test func flagsStoredVarsOthersCanSetIncludingObservedOnes() {
        #expect(
            violations(
                """
                @Observable @MainActor final class ProfileController {
                    var name = ""
                    var bio = "" {
                        didSet { print(bio) }
                    }
                }
                """) == [
                    "2: controller-state: ProfileController.name is a stored var that code outside the controller can set",
                    "3: controller-state: ProfileController.bio is a stored var that code outside the controller can set",
                ])
    }

    @Test func ignoresTypesNotNamedController() {
        #expect(
            violations("struct ProfileScreen { var title = \"\" }\nclass Coordinator { var path = [1] }")
                == [])
    }
}
