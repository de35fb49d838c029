import Design
import Services
import ServicesTesting
import SnapshotTesting
import Testing

@testable import AppCore

/// Every screen the app itself shows (launch, sign-in, the error states, the tab bar, a post
/// window), on the fakes, rendered as the headless app prints it and compared with the text
/// recorded in `__Snapshots__/ScreenSnapshotTests/`, one file per test. The features' own screens
/// are recorded in their packages. Re-record on purpose with `SNAPSHOT_TESTING_RECORD=all`.
@MainActor
struct ScreenSnapshotTests {
    private func text(of fake: FakeApp, _ window: WindowID = .main) throws -> String {
        TextRenderer().render(try #require(fake.screen(window)))
    }

    /// The app launched with `failure` answering the session check.
    private func launched(failingTheSessionCheckWith failure: ServiceError) async throws -> FakeApp {
        let fake = try FakeApp()
        fake.auth.failNext(.validateSession, with: failure)
        await fake.launch()
        return fake
    }

    @Test func launch() async throws {
        let fake = try FakeApp()
        let check = fake.auth.suspendNext(.validateSession)
        let launching = Task { await fake.launch() }
        await check.waitUntilHeld()

        assertSnapshot(of: try text(of: fake), as: .lines)
        check.resume()
        await launching.value
    }

    @Test func signIn() async throws {
        let fake = try FakeApp(signedInUser: nil)
        await fake.launch()

        assertSnapshot(of: try text(of: fake), as: .lines)
    }

    @Test func signInWithAWrongPassword() async throws {
        let fake = try FakeApp(signedInUser: nil)
        await fake.launch()
        await fake.perform(.login(email: SeedData.alice.email, password: "wrong-password"))

        assertSnapshot(of: try text(of: fake), as: .lines)
    }

    @Test func signUpWithATakenEmail() async throws {
        let fake = try FakeApp(signedInUser: nil)
        await fake.launch()
        await fake.perform(.signup(email: SeedData.alice.email, password: "pass1234", name: "Alice Again"))

        assertSnapshot(of: try text(of: fake), as: .lines)
    }

    @Test func offline() async throws {
        let fake = try await launched(failingTheSessionCheckWith: .offline)

        assertSnapshot(of: try text(of: fake), as: .lines)
    }

    @Test func noAnswerFromTheServer() async throws {
        let fake = try await launched(failingTheSessionCheckWith: .timeout)

        assertSnapshot(of: try text(of: fake), as: .lines)
    }

    @Test func serverError() async throws {
        let fake = try await launched(failingTheSessionCheckWith: .server(status: 500))

        assertSnapshot(of: try text(of: fake), as: .lines)
    }

    @Test func downForMaintenance() async throws {
        let fake = try await launched(failingTheSessionCheckWith: .maintenance)

        assertSnapshot(of: try text(of: fake), as: .lines)
    }

    @Test func sessionExpired() async throws {
        let fake = try FakeApp()
        await fake.launch()
        await fake.auth.logout()
        await fake.app.dependencies.relay.sessionExpired()
        await fake.app.settle()

        assertSnapshot(of: try text(of: fake), as: .lines)
    }

    @Test func onboardingForAFirstTimeUser() async throws {
        let fake = try FakeApp(signedInUser: SeedData.newbie)
        await fake.launch()

        assertSnapshot(of: try text(of: fake), as: .lines)
    }

    @Test func profileTab() async throws {
        let fake = try FakeApp()
        await fake.launch()

        assertSnapshot(of: try text(of: fake), as: .lines)
    }

    @Test func settingsTab() async throws {
        let fake = try FakeApp()
        await fake.launch()
        await fake.perform(.selectTab("settings"))

        assertSnapshot(of: try text(of: fake), as: .lines)
    }

    @Test func postWindow() async throws {
        let fake = try FakeApp()
        await fake.launch()
        await fake.perform(.openPostWindow(postID: "p5"))

        assertSnapshot(of: try text(of: fake, .post("p5")), as: .lines)
    }
}
