import FeatureKit

/// The feature's name in its links, screens and commands, and in scene storage.
private let slug = "__SLUG__"

/// The feature as the app sees it: its links, screens and commands, a tab when it was made with
/// one, the service it brings, and what its outputs ask of the app.
public let registration = FeatureRegistration<any __NAME__FeatureDependencies>(
    name: slug,
    links: [LinkHost(slug, usage: "app://\(slug) or app://\(slug)/<itemID>")],
    tab: __TAB__,
    screens: [.named(slug), .id(slug, "itemID")],
    commands: __NAME__Intent.commands,
    dependencies: { environment in Live__NAME__Dependencies(environment) },
    output: { $0.appOutput },
    make: { dependencies, context, root in
        __NAME__Stack(root: root ?? .list, dependencies: dependencies, context: context)
    },
    check: { dependencies, route in await route.check(with: dependencies.service) }
)
