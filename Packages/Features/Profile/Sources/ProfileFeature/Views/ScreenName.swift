/// The screen names scripts see (HEADLESS-SHELL.md): `profile`, `profile:<userID>`, `post:<postID>`.
enum ScreenName {
    static func profile(_ subject: ProfileSubject) -> String {
        subject.isOwn ? "profile" : "profile:\(subject.userID)"
    }

    static func post(_ postID: String) -> String {
        "post:\(postID)"
    }
}
