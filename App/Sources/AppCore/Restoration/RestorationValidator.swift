import FeatureKit
import Models

/// Checks restored routes with the backend before anything is shown.
struct RestorationValidator {
    static let maximumChecks = 100
    static let maximumPathLength = PathBound.maximum

    struct Outcome {
        let windows: [RestoredWindow]
        let focusedWindow: WindowID
        let droppedWindows: [String]
        let leftOut: Int
    }

    let features: [BuiltFeature]

    func validated(_ snapshot: SceneSnapshot) async -> Outcome {
        var checks = Checks()
        var windows: [RestoredWindow] = []
        var dropped: [String] = []
        var leftOut = 0
        for window in snapshot.windows {
            guard let id = WindowID(window.id), let start = start(of: id) else {
                dropped.append(window.id)
                continue
            }
            var root: AnyFeatureRoute?
            if case .route(let route) = start {
                root = route
                switch await checks.exist(route, using: self) {
                case true?: break
                case false?:
                    dropped.append(window.id)
                    continue
                case nil:
                    leftOut += 1
                    continue
                }
            }
            var paths: [String: [AnyFeatureRoute]] = [:]
            for feature in features {
                guard let stored = window.paths[feature.name] else { continue }
                leftOut += max(0, stored.count - Self.maximumPathLength)
                var path: [AnyFeatureRoute] = []
                for route in stored.prefix(Self.maximumPathLength).compactMap(feature.route(stored:)) {
                    switch await checks.exist(route, using: self) {
                    case true?: path.append(route)
                    case false?: break
                    case nil: leftOut += 1
                    }
                }
                paths[feature.name] = path
            }
            windows.append(RestoredWindow(id: id, root: root, selectedTab: window.selectedTab, paths: paths))
        }
        let focused = WindowID(snapshot.focusedWindow).flatMap { id in windows.contains { $0.id == id } ? id : nil }
        return Outcome(windows: windows, focusedWindow: focused ?? .main, droppedWindows: dropped, leftOut: leftOut)
    }

    enum Start {
        case tabs
        case route(AnyFeatureRoute)
    }

    func start(of id: WindowID) -> Start? {
        guard let kind = id.kind, let item = id.item else { return .tabs }
        let feature = features.first { $0.windows.contains { $0.host == kind } }
        return feature?.route(for: AppLink(host: kind, item: item)).map(Start.route)
    }

    private func check(_ route: AnyFeatureRoute) async -> RouteCheck {
        guard let feature = features.first(where: { $0.name == route.feature }) else { return .gone("") }
        return await feature.check(route)
    }

    private struct Checks {
        var answers: [AnyFeatureRoute: Bool] = [:]
        var remaining = RestorationValidator.maximumChecks

        mutating func exist(_ route: AnyFeatureRoute, using validator: RestorationValidator) async -> Bool? {
            if let known = answers[route] { return known }
            guard remaining > 0 else { return nil }
            remaining -= 1
            let exists = if case .gone = await validator.check(route) { false } else { true }
            answers[route] = exists
            return exists
        }
    }
}
