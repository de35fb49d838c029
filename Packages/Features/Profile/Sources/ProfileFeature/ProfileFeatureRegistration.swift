import FeatureKit
import Models
import Services

/// The profile feature as the app sees it: its tab, links, post windows and commands.
public let registration = FeatureRegistration<any ProfileFeatureDependencies>(
    name: "profile",
    links: [
        LinkHost("profile", usage: "app://profile or app://profile/<userID>"),
        LinkHost("post", usage: "app://post/<postID>"),
    ],
    tab: "Profile",
    windows: [WindowKind(host: "post", shows: "posts and profiles", idRule: ResourceID.postIDRule, sampleID: "p5")],
    screens: [.named("profile"), .id("profile", "userID"), .id("post", "postID")],
    commands: ProfileIntent.commands,
    make: { dependencies, context, root in
        ProfileStack(root: root ?? .own, dependencies: dependencies, context: context)
    },
    check: { dependencies, route in await route.check(with: dependencies.profiles) }
)
