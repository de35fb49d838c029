import Design

extension Command {
    /// `__SLUG__ full-profile`, on every summary screen.
    public static let __CAMEL__FullProfile = Command(
        "__SLUG__ full-profile",
        "see the full profile of the user on screen",
        example: "__SLUG__ full-profile")
}
