import AppCore
import FeatureKit
import Models
import OnboardingFeature
import ProfileFeature
import SettingsFeature

/// The intents of this app's features, spelled as the app-level tests use them: each is the
/// feature's own intent, carried by `UserIntent.feature` as the shell's parser makes it.
extension UserIntent {
    public static var onboardingNext: UserIntent { .feature(AnyFeatureIntent(OnboardingIntent.next)) }
    public static var onboardingBack: UserIntent { .feature(AnyFeatureIntent(OnboardingIntent.back)) }
    public static func onboardingName(_ name: String) -> UserIntent {
        .feature(AnyFeatureIntent(OnboardingIntent.name(name)))
    }
    public static var loadMorePosts: UserIntent { .feature(AnyFeatureIntent(ProfileIntent.loadMorePosts)) }
    public static func openPost(id: String) -> UserIntent { .feature(AnyFeatureIntent(ProfileIntent.openPost(id))) }
    public static func editProfileName(_ name: String) -> UserIntent {
        .feature(AnyFeatureIntent(ProfileIntent.editName(name)))
    }
    public static func editProfileBio(_ bio: String) -> UserIntent {
        .feature(AnyFeatureIntent(ProfileIntent.editBio(bio)))
    }
    public static func changeSetting(_ change: SettingsChange) -> UserIntent {
        .feature(AnyFeatureIntent(SettingsIntent.change(change)))
    }
    /// `window open post ID`.
    public static func openPostWindow(postID: String) -> UserIntent { .openWindow(kind: "post", item: postID) }
}

extension WindowID {
    /// The window of post `postID`.
    public static func post(_ postID: String) -> WindowID { WindowID(kind: "post", item: postID) }
}
