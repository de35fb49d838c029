import FeatureKit
import Models
import Services

/// The profile feature as the app sees it: its tab, links, post windows and commands, the service
/// it brings, and its cache dropped when the session ends or the app goes to the background.
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
    dependencies: { environment in LiveProfileDependencies(environment) },
    output: { $0.appOutput },
    make: { dependencies, context, root in
        ProfileStack(root: root ?? .own, dependencies: dependencies, context: context)
    },
    check: { dependencies, route in await route.check(with: dependencies.profiles) },
    sessionEnded: { dependencies in await dependencies.profiles.clearCache() },
    backgrounded: { dependencies in await dependencies.profiles.clearCache() }
)
