import Models
import Services
import ServicesTesting
import Testing

@testable import ProfileFeature

@MainActor
@Suite struct ProfileEditingTests {
    let harness = Harness()

    @Test func editingTheNameSavesItAndShowsIt() async {
        let feature = await harness.startedFeature()
        await feature.editName("Alice Liddell")

        #expect(feature.screen.about("Name") == "Alice Liddell")
        #expect(feature.screen.title == "Alice Liddell")
        #expect(harness.service.calls.last == .updateProfile(name: "Alice Liddell", bio: nil))
    }

    @Test func editingTheBioSendsOnlyTheBio() async {
        let feature = await harness.startedFeature()
        await feature.editBio("  Into gardens.  ")

        #expect(feature.screen.about("Bio") == "Into gardens.")
        #expect(harness.service.calls.last == .updateProfile(name: nil, bio: "Into gardens."))
    }

    @Test func aSavedEditTellsTheCoordinatorTheUserAsSaved() async {
        let feature = await harness.startedFeature()
        await feature.editName("Alice Liddell")

        #expect(harness.outputs == [.userChanged(SeedData.alice.with(name: "Alice Liddell"))])
    }

    @Test func anEditClearsTheMessageOfAnEarlierFailedPage() async {
        let feature = await harness.startedFeature()
        harness.service.failNext(.posts, with: .offline)
        await feature.loadMorePosts()
        #expect(feature.screen.banner != nil)

        await feature.editBio("Into gardens.")
        #expect(feature.screen.banner == nil)
    }

    @Test func theNewValueShowsAtOnceWhileItIsSaved() async {
        let feature = await harness.startedFeature()
        let held = harness.service.suspendNext(.updateProfile)
        let saving = Task { await feature.editName("Alice Liddell") }
        await held.waitUntilHeld()

        #expect(feature.screen.about("Name") == "Alice Liddell")
        held.resume()
        _ = await saving.value
    }

    @Test func whileSavingNoOtherEditIsOffered() async {
        let feature = await harness.startedFeature()
        let held = harness.service.suspendNext(.updateProfile)
        let saving = Task { await feature.editName("Alice Liddell") }
        await held.waitUntilHeld()

        #expect(!feature.screen.commands.contains("profile edit name VALUE"))
        #expect(!feature.screen.commands.contains("profile edit bio VALUE"))
        held.resume()
        _ = await saving.value
        #expect(feature.screen.commands.contains("profile edit bio VALUE"))
    }

    @Test func anEditWhileSavingIsIgnored() async {
        let feature = await harness.startedFeature()
        let held = harness.service.suspendNext(.updateProfile)
        let saving = Task { await feature.editName("Alice Liddell") }
        await held.waitUntilHeld()

        await feature.editBio("Ignored.")
        held.resume()
        _ = await saving.value

        #expect(feature.screen.about("Bio") == "Writes about modular apps.")
        #expect(harness.service.calls.filter { if case .updateProfile = $0 { true } else { false } }.count == 1)
    }

    @Test(arguments: [ServiceError.offline, .timeout, .server(status: 500), .maintenance, .invalid(reason: "Pick another name.")])
    func aFailedSaveBringsTheOldValueBackWithTheErrorsMessage(error: ServiceError) async {
        let feature = await harness.startedFeature()
        harness.service.failNext(.updateProfile, with: error)

        await feature.editName("Alice Liddell")

        #expect(feature.screen.about("Name") == "Alice Example")
        #expect(feature.screen.errorMessage == error.localizedDescription)
        #expect(harness.outputs == [.failureShown(error.localizedDescription)])
    }

    @Test func aFailedSaveShowsTheNewValueUntilItFails() async {
        let feature = await harness.startedFeature()
        let held = harness.service.suspendNext(.updateProfile)
        harness.service.failNext(.updateProfile, with: .offline)
        let saving = Task { await feature.editBio("Gone fishing.") }
        await held.waitUntilHeld()
        #expect(feature.screen.about("Bio") == "Gone fishing.")

        held.resume()
        _ = await saving.value

        #expect(feature.screen.about("Bio") == "Writes about modular apps.")
    }

    @Test(arguments: [
        ("", ValidationError.displayNameEmpty),
        ("   ", .displayNameEmpty),
        (String(repeating: "a", count: 41), .displayNameTooLong),
        ("<script>", .displayNameInvalidCharacters),
    ])
    func anInvalidNameShowsTheRuleAndChangesNothing(name: String, rule: ValidationError) async {
        let feature = await harness.startedFeature()
        await feature.editName(name)

        #expect(feature.screen.errorMessage == rule.message)
        #expect(feature.screen.about("Name") == "Alice Example")
        #expect(!harness.updateWasSent)
        #expect(harness.outputs == [.failureShown(rule.message)])
    }

    @Test func aBioOver160CharactersShowsTheRuleAndChangesNothing() async {
        let feature = await harness.startedFeature()
        await feature.editBio(String(repeating: "b", count: 161))

        #expect(feature.screen.errorMessage == ValidationError.bioTooLong.message)
        #expect(feature.screen.about("Bio") == "Writes about modular apps.")
        #expect(!harness.updateWasSent)
    }

    @Test func anEmptyBioIsSaved() async {
        let feature = await harness.startedFeature()
        await feature.editBio("")

        #expect(feature.screen.about("Bio") == "—")
        #expect(harness.service.calls.last == .updateProfile(name: nil, bio: ""))
    }

    @Test func aValidEditClearsTheLastError() async {
        let feature = await harness.startedFeature()
        await feature.editName("")
        await feature.editName("Alice Liddell")

        #expect(feature.screen.banner == nil)
    }

    @Test func someoneElsesProfileCannotBeEdited() async {
        let feature = await harness.startedFeature(root: .user(id: SeedData.bob.id))
        await feature.editName("Mallory")

        #expect(!feature.screen.commands.contains("profile edit name VALUE"))
        #expect(feature.screen.about("Name") == "Bob Builder")
        #expect(!harness.updateWasSent)
    }

    @Test func editsAreIgnoredOnAPostScreen() async {
        let feature = await harness.startedFeature()
        await feature.openPost(id: "p1")
        await feature.editBio("Not here.")

        #expect(!harness.updateWasSent)
    }
}
