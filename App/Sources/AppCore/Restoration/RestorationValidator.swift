import ProfileFeature
import Services

/// Checks restored IDs with the backend before anything is shown. Only what no longer exists is
/// dropped (a deleted post from a path, a post window whose post is gone); a check that fails for
/// a passing reason (offline, 5xx) keeps the ID, and everything else stays as it was.
struct RestorationValidator {
    let profiles: any ProfileService

    /// `snapshot` without what no longer exists, and the names of the windows that were dropped.
    func validated(_ snapshot: SceneSnapshot) async -> (snapshot: SceneSnapshot, droppedWindows: [String]) {
        var existence: [ProfileRoute: Bool] = [:]
        var windows: [SceneSnapshot.Window] = []
        var dropped: [String] = []
        for var window in snapshot.windows {
            guard let id = WindowID(window.id) else {
                dropped.append(window.id)
                continue
            }
            if let postID = id.postID {
                guard await exists(.post(id: postID), cache: &existence) else {
                    dropped.append(window.id)
                    continue
                }
            }
            var path: [ProfileRoute] = []
            for route in window.profilePath where await exists(route, cache: &existence) {
                path.append(route)
            }
            window.profilePath = path
            windows.append(window)
        }
        let focused = windows.contains { $0.id == snapshot.focusedWindow } ? snapshot.focusedWindow : WindowID.main.rawValue
        return (SceneSnapshot(userID: snapshot.userID, windows: windows, focusedWindow: focused), dropped)
    }

    private func exists(_ route: ProfileRoute, cache: inout [ProfileRoute: Bool]) async -> Bool {
        if let known = cache[route] { return known }
        let found = await check(route)
        cache[route] = found
        return found
    }

    private func check(_ route: ProfileRoute) async -> Bool {
        do {
            switch route {
            case .own: break
            case .post(let id): _ = try await profiles.post(id: id)
            case .user(let id): _ = try await profiles.profile(userID: id)
            }
            return true
        } catch .notFound, .privateProfile {
            return false
        } catch {
            return true
        }
    }
}
