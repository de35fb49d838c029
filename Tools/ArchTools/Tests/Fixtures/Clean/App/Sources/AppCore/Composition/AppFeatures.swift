import ProfileFeature

/// The composition root: the features the app is made of, the one file under App/ naming one.
enum AppFeatures {
    static let all = ["profile"]
}
