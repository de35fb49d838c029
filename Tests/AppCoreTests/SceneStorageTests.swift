import AppTesting
import FeatureKit
import Foundation
import Models
import ProfileFeature
import ServicesTesting
import Storage
import Testing

@testable import AppCore

/// A window's scene storage as a public value, as an app keeps it in `@SceneStorage`: encoded to
/// data, and read back through the same checks as the scene-storage file (versioned, bounded, the
/// user's own, IDs checked, only what still exists).
@MainActor
struct SceneStorageTests {
    @Test func aWindowsSnapshotPutsTheWindowBackInTheNextSession() async throws {
        let live = try await LiveApp.signedIn()
        await live.perform(.open("app://profile/u-bob", window: nil))
        await live.perform(.openPost(id: "b3"))
        let data = try #require(live.app.window(.main)?.snapshot).data()
        await live.perform(.logout)
        await live.perform(.login(email: SeedData.alice.email, password: SeedData.password))
        let window = try #require(live.app.window(.main))
        #expect(live.screenName() == "profile")

        #expect(await window.restore(try SceneSnapshot(data: data)))

        #expect(window.navigation[path: "profile"] == [.profile(.user(id: "u-bob")), .profile(.post(id: "b3"))])
        #expect(live.screenName() == "post:b3")
        #expect(live.screen()?.title == "Bob Builder #3")
    }

    @Test func aSnapshotIsTheScenesFilesVersionedForm() throws {
        let snapshot = SceneSnapshot(
            userID: SeedData.alice.id,
            windows: [SceneSnapshot.Window(id: "main", selectedTab: "settings", paths: [:])], focusedWindow: "main")
        let file = try JSONSerialization.jsonObject(with: snapshot.data()) as? [String: Any]
        #expect(file?["schemaVersion"] as? Int == SceneSnapshot.schemaVersion)
        #expect(try SceneSnapshot(data: snapshot.data()) == snapshot)
    }

    @Test func anotherUsersSnapshotRestoresNothing() async throws {
        let live = try await LiveApp.signedIn()
        let window = try #require(live.app.window(.main))
        let bobs = SceneSnapshot(
            userID: SeedData.bob.id,
            windows: [SceneSnapshot.Window(id: "main", selectedTab: "settings", paths: [:])], focusedWindow: "main")

        #expect(await !window.restore(bobs))
        #expect(live.screenName() == "profile")
    }

    @Test func aSnapshotOfAnotherWindowRestoresNothingHere() async throws {
        let live = try await LiveApp.signedIn()
        let window = try #require(live.app.window(.main))
        let other = SceneSnapshot(
            userID: SeedData.alice.id,
            windows: [SceneSnapshot.Window(id: "post-p5", selectedTab: nil, paths: [:])], focusedWindow: "post-p5")
        #expect(await !window.restore(other))
    }

    @Test func whatNoLongerExistsIsLeftOutAndTheRestComesBack() async throws {
        let live = try await LiveApp.signedIn()
        await live.perform(.openPost(id: "p4"))
        await live.perform(.openPost(id: "p5"))
        let snapshot = try #require(live.app.window(.main)?.snapshot)
        try await live.backend.deletePost("p5")
        await live.perform(.back)
        await live.perform(.back)
        let window = try #require(live.app.window(.main))

        #expect(await window.restore(snapshot))

        #expect(window.navigation[path: "profile"] == [.profile(.post(id: "p4"))])
        #expect(live.screenName() == "post:p4")
    }

    @Test func anIDThatBreaksItsRuleIsLeftOut() async throws {
        let live = try await LiveApp.signedIn()
        let window = try #require(live.app.window(.main))
        let tampered = SceneSnapshot(
            userID: SeedData.alice.id,
            windows: [
                SceneSnapshot.Window(
                    id: "main", selectedTab: "profile",
                    paths: ["profile": [.object(["post": .object(["id": .string("p 5")])])]])
            ], focusedWindow: "main")

        #expect(await window.restore(tampered))
        #expect(window.navigation[path: "profile"].isEmpty)
    }

    @Test func dataOfANewerVersionOrPastTheBoundIsRefusedAsTheFileIs() {
        let newer = Data(#"{"schemaVersion": \#(SceneSnapshot.schemaVersion + 1), "value": {"windows": []}}"#.utf8)
        #expect(throws: StorageError.self) { try SceneSnapshot(data: newer) }
        #expect(throws: StorageError.self) { try SceneSnapshot(data: Data(count: SceneSnapshot.byteLimit + 1)) }
        #expect(throws: StorageError.self) { try SceneSnapshot(data: Data("[]".utf8)) }
    }

    @Test func dataAnOlderVersionWroteIsMigrated() throws {
        let older = Data(
            #"{"schemaVersion": 2, "value": {"userID": "u-alice", "focusedWindow": "main", "windows": [{"id": "main", "selectedTab": "profile", "profilePath": [{"post": {"id": "p5"}}]}]}}"#
                .utf8)
        let snapshot = try SceneSnapshot(data: older)
        #expect(snapshot.windows.first?.paths["profile"] == [.object(["post": .object(["id": .string("p5")])])])
    }
}
