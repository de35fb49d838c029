import FeatureKit

/// The settings feature as the app sees it: the settings tab, `settings` links and `settings set`,
/// and the settings service it brings.
public let registration = FeatureRegistration<any SettingsFeatureDependencies>(
    name: "settings",
    links: [LinkHost("settings", usage: "app://settings or app://settings/<section>")],
    tab: "Settings",
    screens: [.named("settings"), .oneOf("settings", "section", SettingsRoute.sections.map(\.rawValue))],
    commands: SettingsIntent.commands,
    dependencies: { environment in LiveSettingsDependencies(environment) },
    output: { $0.appOutput },
    make: { dependencies, context, _ in SettingsStack(dependencies: dependencies, context: context) }
)
