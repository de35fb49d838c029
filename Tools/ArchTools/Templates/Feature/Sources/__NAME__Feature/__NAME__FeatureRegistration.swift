import FeatureKit

/// The feature's name in its links, screens and commands, and in scene storage.
private let slug = "__SLUG__"

/// The feature as the app sees it: its links, screens and commands, and a tab when it was made
/// with one.
public let registration = FeatureRegistration<any __NAME__FeatureDependencies>(
    name: slug,
    links: [LinkHost(slug, usage: "app://\(slug) or app://\(slug)/<userID>")],
    tab: __TAB__,
    screens: [.named(slug), .id(slug, "userID")],
    commands: __NAME__Intent.commands,
    make: { dependencies, context, _ in
        __NAME__Stack(dependencies: dependencies, context: context)
    },
    check: { dependencies, route in await route.check(with: dependencies.profiles) }
)
