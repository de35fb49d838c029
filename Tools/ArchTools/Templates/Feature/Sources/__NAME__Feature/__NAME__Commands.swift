import Design

extension Command {
    /// `__SLUG__ open ID`, on the list: any item, listed or not.
    public static let __CAMEL__Open = Command(
        "__SLUG__ open ID", "open an item",
        example: "__SLUG__ open __SLUG__-2",
        offeredOn: "the __TITLE__ list")
    /// `__SLUG__ profile`, on every screen of the feature.
    public static let __CAMEL__Profile = Command(
        "__SLUG__ profile", "see your profile",
        example: "__SLUG__ profile")
}
