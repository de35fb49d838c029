import AppTesting
import Models
import ServicesTesting
import Testing

@testable import AppCore

/// Repeated sign-ins and post windows leave nothing behind: after a hundred cycles every scope,
/// coordinator and feature they made is gone, and no work they started is still running.
@MainActor
struct LeakTests {
    @Test func loginLogoutCyclesReleaseEveryScopeCoordinatorAndFeature() async throws {
        let live = try await LiveBackedApp()
        await live.launch()
        var watched = WeakReferences()
        for cycle in 0..<ReliabilityBudget.cycles {
            watched.watch("sign-in scope \(cycle)", live.app.authScope)
            if cycle % 4 == 3 {
                await live.perform(.login(email: SeedData.newbie.email, password: SeedData.password))
                watched.watch("onboarding scope \(cycle)", live.app.onboardingScope)
                await live.perform(.onboardingNext)
                await live.perform(.onboardingBack)
            } else {
                await live.perform(.login(email: SeedData.alice.email, password: SeedData.password))
                watchSignedInScope(of: live.app, cycle: cycle, in: &watched)
                await live.perform(.selectTab("settings"))
                watched.watch("settings feature \(cycle)", live.app.tabStack("settings"))
                await live.perform(.open(DeepLink("app://post/p\(cycle % 45 + 1)"), window: nil))
                await live.perform(.openPostWindow(postID: "p\(cycle % 45 + 1)"))
                watched.watch("post window \(cycle)", live.app.postWindow("p\(cycle % 45 + 1)"))
                watched.watch("post window feature \(cycle)", live.app.postWindowStack("p\(cycle % 45 + 1)"))
            }
            await live.perform(.logout)
            try #require(live.app.state == .unauthenticated, "cycle \(cycle) did not sign out")
        }
        let requests = await live.backend.recordedRequests().count
        await live.advanceClock(by: .seconds(3_600))
        await live.app.settle()
        Figures.report(
            "leaks", "\(ReliabilityBudget.cycles) login/logout cycles", "\(watched.count) objects watched")
        #expect(watched.missing.isEmpty)
        #expect(watched.alive.isEmpty, "still alive: \(watched.alive.prefix(10))")
        #expect(live.observer.violation == nil)
        #expect(live.app.windows == [.main])
        #expect(await live.backend.recordedRequests().count == requests, "work went on after the last logout")
    }

    @Test func postWindowOpenCloseCyclesReleaseEveryWindowAndItsWork() async throws {
        let fake = try FakeBackedApp(storedSession: SeedData.alice)
        await fake.launch()
        var watched = WeakReferences()
        for cycle in 0..<ReliabilityBudget.cycles {
            let postID = "p\(cycle % 45 + 1)"
            if cycle % 5 == 4 {
                // Closed while its post is still loading (the window opens once the post is
                // found, then loads it): the load ends, changes nothing, and the window is
                // released with it.
                let check = fake.backend.profiles.suspendNext(.post)
                let load = fake.backend.profiles.suspendNext(.post)
                let opening = Task { await fake.perform(.openPostWindow(postID: postID)) }
                await check.waitUntilHeld()
                check.resume()
                await load.waitUntilHeld()
                watchPostWindow(postID, of: fake.app, cycle: cycle, in: &watched)
                await fake.perform(.closeWindow(.post(postID)))
                load.resume()
                _ = await opening.value
            } else {
                await fake.perform(.openPostWindow(postID: postID))
                watchPostWindow(postID, of: fake.app, cycle: cycle, in: &watched)
                await fake.perform(.open("app://profile/u-bob", window: .post(postID)))
                await fake.perform(.closeWindow(.post(postID)))
            }
            try #require(fake.app.windows == [.main], "cycle \(cycle) left \(fake.app.windows)")
        }
        Figures.report(
            "leaks", "\(ReliabilityBudget.cycles) post-window cycles", "\(watched.count) objects watched")
        #expect(watched.missing.isEmpty)
        #expect(watched.alive.isEmpty, "still alive: \(watched.alive.prefix(10))")
        #expect(fake.app.ownWindowCount == 0)
        #expect(fake.observer.violation == nil)
    }

    @Test func relaunchesReleaseTheAppsTheyReplace() async throws {
        let fake = try FakeBackedApp(storedSession: SeedData.alice)
        await fake.launch()
        var watched = WeakReferences()
        for cycle in 0..<ReliabilityBudget.cycles {
            await fake.perform(.openPostWindow(postID: "p5"))
            watched.watch("app \(cycle)", fake.app)
            watched.watch("dependencies \(cycle)", fake.app.dependencies)
            watchSignedInScope(of: fake.app, cycle: cycle, in: &watched)
            if cycle.isMultiple(of: 2) { await fake.relaunch() } else { await fake.kill() }
        }
        #expect(watched.missing.isEmpty)
        #expect(watched.alive.isEmpty, "still alive: \(watched.alive.prefix(10))")
    }

    private func watchSignedInScope(of app: AppCoordinator, cycle: Int, in watched: inout WeakReferences) {
        watched.watch("signed-in scope \(cycle)", app.signedInScope)
        watched.watch("main window \(cycle)", app.mainWindow)
        watched.watch("profile feature \(cycle)", app.tabStack("profile"))
    }

    private func watchPostWindow(
        _ postID: String, of app: AppCoordinator, cycle: Int, in watched: inout WeakReferences
    ) {
        watched.watch("post window \(cycle)", app.postWindow(postID))
        watched.watch("post window feature \(cycle)", app.postWindowStack(postID))
    }
}
