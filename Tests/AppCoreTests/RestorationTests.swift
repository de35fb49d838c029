import DevBackend
import FeatureKit
import Foundation
import ProfileFeature
import Models
import ServicesTesting
import Testing

@testable import AppCore

/// Restoration: each window's IDs are kept with a schema version, saved on inactive, background
/// and clean termination; on launch they are checked with the backend, only what is gone is
/// dropped, and a file that can't be used is moved aside, never retried in a loop.
@MainActor
struct RestorationTests {
    @Test func aRelaunchPutsBackTabsPathsAndPostWindows() async throws {
        let live = try await LiveApp.signedIn()
        await live.perform(.open("app://profile/u-bob", window: nil))
        await live.perform(.open("app://settings/privacy", window: nil))
        await live.perform(.openPostWindow(postID: "p5"))
        await live.perform(.focusWindow(.main))
        try await live.relaunch()
        #expect(live.app.windows == [.main, .post("p5")])
        #expect(live.events.windowActions == ["restored post-p5"])
        #expect(live.app.focusedWindow == .main)
        #expect(live.screenName(.main) == "settings:privacy")
        #expect(live.screenName(.post("p5")) == "post:p5")
        await live.perform(.selectTab("profile"))
        #expect(live.screenName(.main) == "profile:u-bob")
    }

    @Test func restoredWindowsAreOnScreenWhenTheLaunchScreenGoes() async throws {
        let live = try await LiveApp.signedIn()
        await live.perform(.open("app://post/p5", window: nil))
        try await live.relaunch()
        #expect(live.events.transitions == ["loading → authenticated"])
        #expect(live.log.mainScreenAtTransitions == ["post:p5"])
    }

    @Test func theFocusedWindowIsRestored() async throws {
        let live = try await LiveApp.signedIn()
        await live.perform(.openPostWindow(postID: "p5"))
        try await live.relaunch()
        #expect(live.app.focusedWindow == .post("p5"))
    }

    @Test func focusFallsBackToMainWhenItsWindowIsNotRestored() async throws {
        let live = try await LiveApp.signedIn()
        await live.perform(.openPostWindow(postID: "p5"))
        try await live.backend.deletePost("p5")
        try await live.relaunch()
        #expect(live.app.focusedWindow == .main)
    }

    @Test func sceneStorageKeepsIDsOnlyWithASchemaVersion() async throws {
        let live = try await LiveApp.signedIn()
        await live.perform(.open("app://post/p5", window: nil))
        await live.perform(.phase(.inactive, window: nil))
        let text = try String(contentsOf: live.scenesFile, encoding: .utf8)
        let file = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(file["schemaVersion"] as? Int == SceneSnapshot.schemaVersion)
        #expect(text.contains("\"p5\""))
        for content in ["Alice", "Post number", "alice@example.com", "Token"] {
            #expect(!text.contains(content), "scene storage holds \(content)")
        }
    }

    @Test(arguments: [ScenePhase.inactive, .background])
    func sceneStateIsSavedWhenAWindowLeavesTheForeground(phase: ScenePhase) async throws {
        let live = try await LiveApp.signedIn()
        await live.perform(.open("app://post/p5", window: nil))
        await live.perform(.phase(phase, window: nil))
        try await live.kill()
        #expect(live.screenName() == "post:p5")
    }

    @Test func sceneStateIsSavedOnACleanTermination() async throws {
        let live = try await LiveApp.signedIn()
        await live.perform(.open("app://post/p5", window: nil))
        try await live.relaunch()
        #expect(live.screenName() == "post:p5")
    }

    @Test func anAbruptTerminationSavesNothing() async throws {
        let live = try await LiveApp.signedIn()
        await live.perform(.open("app://post/p5", window: nil))
        await live.perform(.openPostWindow(postID: "p6"))
        try await live.kill()
        #expect(live.app.windows == [.main])
        #expect(live.screenName() == "profile")
        #expect(!FileManager.default.fileExists(atPath: live.scenesFile.path))
    }

    @Test func aDeletedPostLeavesThePathAndTheRestStays() async throws {
        let live = try await LiveApp.signedIn()
        await live.perform(.open("app://post/p5", window: nil))
        await live.perform(.open("app://profile/u-bob", window: nil))
        try await live.backend.deletePost("p5")
        try await live.relaunch()
        #expect(live.screenName() == "profile:u-bob")
        await live.perform(.back)
        #expect(live.screenName() == "profile")
    }

    @Test func aPostWindowWhosePostIsGoneIsNotRestored() async throws {
        let live = try await LiveApp.signedIn()
        await live.perform(.openPostWindow(postID: "p5"))
        await live.perform(.openPostWindow(postID: "p6"))
        try await live.backend.deletePost("p5")
        try await live.relaunch()
        #expect(live.app.windows == [.main, .post("p6")])
        #expect(live.events.windowActions == ["restored post-p6"])
    }

    @Test func aCheckThatFailsForAPassingReasonKeepsTheWindow() async throws {
        let fake = try FakeApp()
        fake.store.save(
            SceneSnapshot(
                userID: SeedData.alice.id, windows: [Self.mainWindow, Self.postWindow("p5")],
                focusedWindow: "main"))
        fake.profiles.failNext(.post, with: .offline)
        await fake.launch()
        #expect(fake.app.windows == [.main, .post("p5")])
        #expect(fake.profiles.calls.contains(.post(id: "p5")))
    }

    @Test func aFileNamingMoreIDsThanTheBudgetCostsNoMoreChecksThanIt() async throws {
        let fake = try FakeApp()
        let missing = (1...300).map { Self.postWindow("gone\($0)") }
        fake.store.save(
            SceneSnapshot(
                userID: SeedData.alice.id, windows: [Self.mainWindow] + missing + [Self.postWindow("p5")],
                focusedWindow: "post-p5"))
        await fake.launch()
        let checks = fake.profiles.calls.filter { if case .post = $0 { true } else { false } }
        #expect(checks.count == RestorationValidator.maximumChecks)
        #expect(fake.app.windows == [.main])
        #expect(fake.logs.text.contains("Did not restore 201 windows and routes"))
    }

    @Test func aStackLongerThanTheBoundIsRestoredUpToIt() async throws {
        let fake = try FakeApp()
        let deep = Self.window(
            "main", tab: "profile", profile: Array(repeating: .user(id: "u-bob"), count: 80) + [.post(id: "p5")])
        fake.store.save(SceneSnapshot(userID: SeedData.alice.id, windows: [deep], focusedWindow: "main"))
        await fake.launch()
        #expect(fake.screenName() == "profile:u-bob")
        for _ in 1..<RestorationValidator.maximumPathLength { await fake.perform(.back) }
        #expect(fake.screenName() == "profile:u-bob")
        await fake.perform(.back)
        #expect(fake.screenName() == "profile")
        #expect(fake.logs.text.contains("Did not restore 31 windows and routes"))
    }

    @Test func windowsAndRoutesWithMalformedIDsAreDropped() async throws {
        let fake = try FakeApp()
        let tampered = #"""
            {"schemaVersion": 2, "value": {"userID": "u-alice", "focusedWindow": "post-../x", "windows": [
              {"id": "main", "selectedTab": "profile", "settingsPath": [],
               "profilePath": [{"post": {"id": "../etc"}}, {"user": {"id": "u-bob"}}]},
              {"id": "post-../x", "profilePath": [], "settingsPath": []},
              {"id": "settings-1", "profilePath": [], "settingsPath": []}]}}
            """#
        try Data(tampered.utf8).write(to: fake.directory.appendingPathComponent("scenes.json"))
        await fake.launch()
        #expect(fake.app.windows == [.main])
        #expect(fake.app.focusedWindow == .main)
        #expect(fake.screenName() == "profile:u-bob")
        await fake.perform(.back)
        #expect(fake.screenName() == "profile")
    }

    @Test func aVersion1FileIsMigratedAndWhatNamesNothingInItIsDropped() async throws {
        let fake = try FakeApp()
        let version1 = #"""
            {"schemaVersion": 1, "value": {"userID": "u-alice", "focusedWindow": "post-p5", "windows": [
              {"id": "main", "selectedTab": "settings", "settingsPath": ["billing", "privacy"],
               "profilePath": [{"kind": "post", "id": "../etc"}, {"kind": "user"}, {"kind": "user", "id": "u-bob"}]},
              {"id": "post-p5", "profilePath": [{"kind": "own"}], "settingsPath": []}]}}
            """#
        try Data(version1.utf8).write(to: fake.directory.appendingPathComponent("scenes.json"))
        await fake.launch()
        #expect(fake.app.windows == [.main, .post("p5")])
        #expect(fake.app.focusedWindow == .post("p5"))
        #expect(fake.screenName(.post("p5")) == "profile")
        #expect(fake.screenName() == "settings:privacy")
        await fake.perform(.focusWindow(.main))
        await fake.perform(.selectTab("profile"))
        #expect(fake.screenName() == "profile:u-bob")
        await fake.perform(.back)
        #expect(fake.screenName() == "profile")
    }

    @Test func anUndecodableSceneFileIsMovedAsideAndTheAppStartsClean() async throws {
        let live = try await LiveApp.signedIn()
        let garbage = Data("{\"schemaVersion\": 1, \"value\": [not json".utf8)
        try garbage.write(to: live.scenesFile)
        try await live.kill()
        #expect(live.state.user?.id == SeedData.alice.id)
        #expect(live.screenName() == "profile")
        let movedAside = try live.files(named: "scenes.json.corrupt-")
        #expect(try movedAside.map { try Data(contentsOf: $0) } == [garbage])
    }

    @Test func aFileFromANewerVersionIsMovedAsideNotOverwritten() async throws {
        let live = try await LiveApp.signedIn()
        let newer = Data(#"{"schemaVersion": \#(SceneSnapshot.schemaVersion + 1), "value": {"windows": []}}"#.utf8)
        try newer.write(to: live.scenesFile)
        try await live.kill()
        #expect(live.screenName() == "profile")
        await live.perform(.phase(.inactive, window: nil))
        let movedAside = try live.files(named: "scenes.json.corrupt-")
        #expect(try movedAside.map { try Data(contentsOf: $0) } == [newer])
    }

    @Test func aRestorationThatDiedLastLaunchIsSkipped() async throws {
        let live = try await LiveApp.signedIn()
        await live.perform(.openPostWindow(postID: "p5"))
        await live.perform(.phase(.inactive, window: nil))
        try Data().write(to: live.restoringMarker)
        try await live.kill()
        #expect(live.app.windows == [.main])
        #expect(!FileManager.default.fileExists(atPath: live.restoringMarker.path))
    }

    @Test func aSkippedRestorationIsNotRetriedOnTheNextLaunch() async throws {
        let live = try await LiveApp.signedIn()
        await live.perform(.openPostWindow(postID: "p5"))
        await live.perform(.phase(.inactive, window: nil))
        try Data().write(to: live.restoringMarker)
        try await live.kill()
        try await live.kill()
        #expect(live.app.windows == [.main])
        #expect(try live.files(named: "scenes.json.corrupt-").count == 1)
    }

    @Test func restorationWorksAgainAfterASkippedOne() async throws {
        let live = try await LiveApp.signedIn()
        await live.perform(.openPostWindow(postID: "p5"))
        await live.perform(.phase(.inactive, window: nil))
        try Data().write(to: live.restoringMarker)
        try await live.kill()
        await live.perform(.openPostWindow(postID: "p6"))
        try await live.relaunch()
        #expect(live.app.windows == [.main, .post("p6")])
    }

    @Test func aSuccessfulRestorationLeavesNoMarker() async throws {
        let live = try await LiveApp.signedIn()
        await live.perform(.openPostWindow(postID: "p5"))
        try await live.relaunch()
        #expect(live.app.windows == [.main, .post("p5")])
        #expect(!FileManager.default.fileExists(atPath: live.restoringMarker.path))
    }

    @Test func anotherUsersWindowsAreNeverRestored() async throws {
        let live = try await LiveApp.signedIn()
        await live.perform(.openPostWindow(postID: "p5"))
        await live.perform(.open("app://post/p7", window: .main))
        try await live.backend.revokeSessions()
        try await live.relaunch()
        await live.perform(.login(email: SeedData.bob.email, password: SeedData.password))
        #expect(live.app.windows == [.main])
        #expect(live.screenName() == "profile")
        #expect(live.events.windowActions == [])
    }

    @Test func theSameUserSigningInAgainGetsTheirWindowsBack() async throws {
        let live = try await LiveApp.signedIn()
        await live.perform(.openPostWindow(postID: "p5"))
        try await live.backend.revokeSessions()
        try await live.relaunch()
        await live.perform(.login(email: SeedData.alice.email, password: SeedData.password))
        #expect(live.app.windows == [.main, .post("p5")])
    }

    private static let mainWindow = window("main", tab: "profile")

    private static func postWindow(_ postID: String) -> SceneSnapshot.Window {
        window("post-\(postID)")
    }

    /// A window as scene storage keeps it, with the profile feature's routes on it.
    private static func window(_ id: String, tab: String? = nil, profile: [ProfileRoute] = []) -> SceneSnapshot.Window {
        SceneSnapshot.Window(id: id, selectedTab: tab, paths: ["profile": profile.compactMap { JSONValue(encoding: $0) }])
    }
}
