// The Swift snippets of AppCore's article "From headless to SwiftUI", each copied verbatim, in
// the article's order, so that they compile (against the SwiftUI stand-in on Linux) and
// ArticleSnippetTests fails when a snippet and its copy differ. Change both together.
#if os(Linux)
    import AppCore
    import Design
    import FeatureKit
    import Foundation
    import Observation
#endif

#if os(Linux)

struct ModularApp: App {
    @State private var model = AppModel()

    var body: some Scene {
        WindowGroup(id: "main") {
            RootView(model: model)
                .task { await model.app.launch() }
        }
        WindowGroup(for: WindowID.self) { $id in
            if let id {
                FeatureWindowView(model: model, id: id)
            }
        }
    }
}

/// Holds the app for the process's life: the one place its graph is built.
@MainActor @Observable
final class AppModel {
    let app: AppCoordinator

    init() {
        let directory = FileManager.default.urls(
            for: .applicationSupportDirectory, in: .userDomainMask)[0]
        let configuration = AppConfiguration(
            dataDirectory: directory, apiBaseURL: URL(string: "https://api.example.com")!)
        // The data directory is the app's own: failing to prepare it is a broken install.
        app = AppCoordinator(dependencies: try! AppDependencies.live(configuration)) { _ in }
    }
}

struct RootView: View {
    let model: AppModel

    var body: some View {
        switch model.app.state {
        case .loading: LaunchScreen()
        case .unauthenticated: SignInScreen(model: model)
        case .onboarding(let step): OnboardingScreen(model: model, step: step)
        case .authenticated: MainTabs(model: model)
        case .error(let error): ErrorScreen(model: model, error: error)
        }
    }
}

struct MainTabs: View {
    let model: AppModel

    var body: some View {
        if let window = model.app.window(.main) {
            TabView(selection: Binding(
                get: { window.navigation.selectedTab },
                set: { window.navigation.selectedTab = $0 }
            )) {
                ForEach(window.tabs, id: \.id) { tab in
                    FeatureStackView(window: window, feature: tab.id)
                        .tabItem { Text(tab.title) }
                        .tag(tab.id)
                }
            }
        }
    }
}

struct FeatureStackView: View {
    let window: WindowModel
    let feature: String

    var body: some View {
        NavigationStack(path: Binding(
            get: { window.navigation[path: feature] },
            set: { window.navigation[path: feature] = $0 }
        )) {
            FeatureScreen(content: window.content(of: feature))
                .navigationDestination(for: AnyFeatureRoute.self) { route in
                    RouteScreen(window: window, route: route)
                }
        }
    }
}

struct OpenInWindowButton: View {
    let model: AppModel
    let kind: String
    let item: String
    @Environment(\.openWindow) private var openWindow

    var body: some View {
        Button("Open in a new window") {
            Task {
                _ = await model.app.perform(.openWindow(kind: kind, item: item))
                let id = WindowID(kind: kind, item: item)
                if model.app.windows.contains(id) {
                    openWindow(value: id)
                }
            }
        }
    }
}

struct FeatureWindowView: View {
    let model: AppModel
    let id: WindowID
    @SceneStorage("navigation") private var stored: Data?
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        if let window = model.app.window(id), let feature = window.feature {
            FeatureStackView(window: window, feature: feature)
                .task {
                    if let stored, let snapshot = try? SceneSnapshot(data: stored) {
                        _ = await window.restore(snapshot)
                    }
                }
                .onChange(of: scenePhase) { _, phase in
                    if phase != .active {
                        stored = try? window.snapshot?.data()
                    }
                    let mapped: AppCore.ScenePhase =
                        switch phase {
                        case .active: .active
                        case .background: .background
                        default: .inactive
                        }
                    Task { _ = await model.app.perform(.phase(mapped, window: id)) }
                }
                .onDisappear {
                    Task { _ = await model.app.perform(.closeWindow(id)) }
                }
        }
    }
}

struct LinkHandlingRoot: View {
    let model: AppModel

    var body: some View {
        RootView(model: model)
            .onOpenURL { url in
                Task { _ = await model.app.perform(.open(DeepLink(url), window: .main)) }
            }
    }
}

#endif
