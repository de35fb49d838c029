import FeatureKit

/// The most routes a window's stack holds, whether a link pushes them or a restoration puts them back.
enum PathBound {
    static let maximum = 50

    static func bounded(_ path: [AnyFeatureRoute]) -> (path: [AnyFeatureRoute], dropped: Int) {
        let dropped = max(0, path.count - maximum)
        return (Array(path.dropFirst(dropped)), dropped)
    }
}
