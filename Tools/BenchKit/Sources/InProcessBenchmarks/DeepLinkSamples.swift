/// Links of every shape the router accepts, as a user or another app sends them.
enum DeepLinkSamples {
    static let valid = [
        "app://profile",
        "app://profile/u-bob",
        "app://post/p42",
        "app://settings",
        "app://settings/notifications",
        "app://settings/privacy",
    ]
}
