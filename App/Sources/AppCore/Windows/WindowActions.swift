@MainActor
struct WindowActions {
    let app: AppCoordinator

    private var registry: WindowRegistry { app.windowRegistry }

    func perform(_ intent: UserIntent) async -> IntentResult? {
        switch intent {
        case .phase(let phase, let window):
            let id = window ?? registry.focused
            guard registry.contains(id) else { return .notOffered("There is no window \(id).") }
            await change(id, to: phase)
        case .openWindow(let kind, let item):
            guard let signedIn = app.signedIn, app.state.isSignedIn else { return nil }
            return await open(kind: kind, item: item, in: signedIn)
        case .closeWindow(let id):
            guard registry.contains(id), id != .main else {
                return .notOffered(id == .main ? "The main window can't be closed." : "There is no window \(id).")
            }
            await close(id)
        case .focusWindow(let id):
            guard registry.contains(id) else { return .notOffered("There is no window \(id).") }
            registry.focus(id)
            app.report(.window(.focused, id))
        default:
            return nil
        }
        return .done
    }

    private func open(kind: String, item: String, in signedIn: SignedInCoordinator) async -> IntentResult {
        let id = WindowID(kind: kind, item: item)
        var made: FeatureWindow?
        if !registry.contains(id) {
            switch await signedIn.makeWindow(kind: kind, item: item) {
            case .success(let window): made = window
            case .failure(.refused(let message)): return .notOffered(message)
            case .failure(.noSuchKind): return .notOffered("The app opens no \(kind) windows.")
            }
        }
        // The user may have signed out while the item loaded.
        guard app.signedIn === signedIn, app.state.isSignedIn else { return .done }
        guard registry.open(id), let window = made else {
            app.report(.window(.focused, id))
            return .done
        }
        signedIn.add(window)
        app.report(.window(.opened, id))
        await window.start()
        return .done
    }

    private func close(_ id: WindowID) async {
        let before = registry.appPhase
        registry.close(id)
        app.signedIn?.removeWindow(id)
        let after = registry.appPhase
        if after != before {
            app.report(.phase(window: id, phase: .background, app: after))
        }
        app.report(.window(.closed, id))
        await appPhaseChanged(from: before)
    }

    private func change(_ window: WindowID, to phase: ScenePhase) async {
        let before = registry.appPhase
        registry.setPhase(phase, of: window)
        app.report(.phase(window: window, phase: phase, app: registry.appPhase))
        if phase == .active, registry.focused != window {
            registry.focus(window)
            app.report(.window(.focused, window))
        }
        if phase != .active {
            app.saveScenes()
        }
        await appPhaseChanged(from: before)
    }

    private func appPhaseChanged(from before: ScenePhase) async {
        switch registry.appPhase {
        case before: break
        case .active: await becameActive(after: before)
        case .background: await enteredBackground()
        case .inactive: break
        }
    }

    private func becameActive(after previous: ScenePhase) async {
        guard app.state.hasSession else { return }
        do {
            if try await app.dependencies.auth.validateSession() == nil {
                await app.sessionWasRejected()
                return
            }
        } catch .sessionExpired {
            await app.sessionWasRejected()
            return
        } catch {
            // A passing failure never signs anyone out; the screens show their own errors.
        }
        guard previous == .background, let signedIn = app.signedIn else { return }
        await signedIn.refresh()
    }

    private func enteredBackground() async {
        await app.dependencies.profiles.clearCache()
        await app.analytics.drain()
        await app.dependencies.analytics.flush()
    }
}
