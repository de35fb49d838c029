import Analytics

/// What the window and phase intents do: open, close and focus windows, and move them between
/// scene phases, with what the app's phase changing means (a session check, a refresh, releasing
/// caches and delivering analytics). It works on the parts it is given, never on the root.
@MainActor
struct WindowActions {
    let registry: WindowRegistry
    let scope: AppScope
    let state: AppState
    let dependencies: AppDependencies
    let analytics: AnalyticsQueue
    let emit: @MainActor (AppEvent) -> Void

    func perform(_ intent: UserIntent) async -> IntentOutcome? {
        switch intent {
        case .phase(let phase, let window):
            let id = window ?? registry.focused
            guard registry.contains(id) else { return .notOffered("There is no window \(id).") }
            return await change(id, to: phase)
        case .openWindow(let kind, let item):
            guard case .signedIn(let signedIn) = scope, state.isSignedIn else { return nil }
            return await open(kind: kind, item: item, in: signedIn)
        case .closeWindow(let id):
            guard registry.contains(id), id != .main else {
                return .notOffered(id == .main ? "The main window can't be closed." : "There is no window \(id).")
            }
            return await close(id)
        case .focusWindow(let id):
            guard registry.contains(id) else { return .notOffered("There is no window \(id).") }
            registry.focus(id)
            emit(.window(.focused, id))
            return .done
        default:
            return nil
        }
    }

    private func open(kind: String, item: String, in signedIn: SignedInCoordinator) async -> IntentOutcome {
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
        guard signedIn.isActive else { return .done }
        guard registry.open(id), let window = made else {
            emit(.window(.focused, id))
            return .done
        }
        signedIn.add(window)
        emit(.window(.opened, id))
        await signedIn.show(window)
        return .done
    }

    private func close(_ id: WindowID) async -> IntentOutcome {
        let before = registry.appPhase
        registry.close(id)
        if case .signedIn(let signedIn) = scope {
            signedIn.removeWindow(id)
        }
        let after = registry.appPhase
        if after != before {
            emit(.phase(window: id, phase: .background, app: after))
        }
        emit(.window(.closed, id))
        return await appPhaseChanged(from: before)
    }

    private func change(_ window: WindowID, to phase: ScenePhase) async -> IntentOutcome {
        let before = registry.appPhase
        registry.setPhase(phase, of: window)
        emit(.phase(window: window, phase: phase, app: registry.appPhase))
        if phase == .active, registry.focused != window {
            registry.focus(window)
            emit(.window(.focused, window))
        }
        if phase != .active, state.isSignedIn, case .signedIn(let signedIn) = scope {
            dependencies.scenes.save(signedIn.snapshot(focused: registry.focused))
        }
        return await appPhaseChanged(from: before)
    }

    private func appPhaseChanged(from before: ScenePhase) async -> IntentOutcome {
        switch registry.appPhase {
        case before: return .done
        case .active: return await becameActive(after: before)
        case .background: await enteredBackground()
        case .inactive: break
        }
        return .done
    }

    private func becameActive(after previous: ScenePhase) async -> IntentOutcome {
        guard state.hasSession else { return .done }
        do {
            if try await dependencies.auth.validateSession() == nil { return .sessionRejected }
        } catch .sessionExpired {
            return .sessionRejected
        } catch {
            // A passing failure never signs anyone out; the screens show their own errors.
        }
        guard previous == .background, case .signedIn(let signedIn) = scope, signedIn.isActive else { return .done }
        await signedIn.refresh()
        return .done
    }

    private func enteredBackground() async {
        for feature in scope.features {
            await feature.backgrounded()
        }
        await analytics.drain()
        await dependencies.analytics.flush()
    }
}
