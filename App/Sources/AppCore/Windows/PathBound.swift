import FeatureKit

/// The most routes a window's stack holds: a link that would push past it drops the oldest, and
/// a restoration puts back no more.
enum PathBound {
    static let maximum = 50

    /// `path` cut to the newest `maximum` routes, and how many older ones were dropped.
    static func bounded(_ path: [AnyFeatureRoute]) -> (path: [AnyFeatureRoute], dropped: Int) {
        let dropped = max(0, path.count - maximum)
        return (Array(path.dropFirst(dropped)), dropped)
    }
}
