import ProfileFeature
import Services

/// Checks restored IDs with the backend before anything is shown. Only what no longer exists is
/// dropped (a deleted post from a path, a post window whose post is gone); a check that fails for
/// a passing reason (offline, 5xx) keeps the ID, and everything else stays as it was.
///
/// A restoration is bounded whatever the file holds: it checks at most ``maximumChecks`` IDs and
/// puts back at most ``maximumPathLength`` routes on a window's stack. What is past either is not
/// restored. (A crafted file of 40,000 post windows once held a launch for a minute of requests.)
struct RestorationValidator {
    /// The most IDs one restoration checks with the backend, one request each.
    static let maximumChecks = 100
    /// The most routes put back on one window's stack, counted from its bottom.
    static let maximumPathLength = 50

    /// What restoring keeps, and what it left out.
    struct Outcome {
        let snapshot: SceneSnapshot
        /// The windows not restored because what they showed no longer exists.
        let droppedWindows: [String]
        /// Windows and routes left out, unchecked, past ``maximumChecks`` or ``maximumPathLength``.
        let leftOut: Int
    }

    let profiles: any ProfileService

    /// `snapshot` without what no longer exists or is past the bounds.
    func validated(_ snapshot: SceneSnapshot) async -> Outcome {
        var checks = Checks()
        var windows: [SceneSnapshot.Window] = []
        var dropped: [String] = []
        var leftOut = 0
        for var window in snapshot.windows {
            guard let id = WindowID(window.id), id == .main || id.postID != nil else {
                dropped.append(window.id)
                continue
            }
            if let postID = id.postID {
                switch await checks.exists(.post(id: postID), using: self) {
                case true?: break
                case false?:
                    dropped.append(window.id)
                    continue
                case nil:
                    leftOut += 1
                    continue
                }
            }
            leftOut += max(0, window.profilePath.count - Self.maximumPathLength)
            var path: [ProfileRoute] = []
            for route in window.profilePath.prefix(Self.maximumPathLength) {
                switch await checks.exists(route, using: self) {
                case true?: path.append(route)
                case false?: break
                case nil: leftOut += 1
                }
            }
            window.profilePath = path
            windows.append(window)
        }
        let focused = windows.contains { $0.id == snapshot.focusedWindow } ? snapshot.focusedWindow : WindowID.main.rawValue
        return Outcome(
            snapshot: SceneSnapshot(userID: snapshot.userID, windows: windows, focusedWindow: focused),
            droppedWindows: dropped, leftOut: leftOut)
    }

    /// The answers so far, each ID asked once, and how many more may be asked.
    private struct Checks {
        var answers: [ProfileRoute: Bool] = [:]
        var remaining = RestorationValidator.maximumChecks

        /// Whether `route` still exists; nil when finding out would pass the budget.
        mutating func exists(_ route: ProfileRoute, using validator: RestorationValidator) async -> Bool? {
            if route == .own { return true }
            if let known = answers[route] { return known }
            guard remaining > 0 else { return nil }
            remaining -= 1
            let found = await validator.check(route)
            answers[route] = found
            return found
        }
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
