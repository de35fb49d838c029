import Design
import Models

/// A `settings:<section>` screen: the section's settings, each labelled with the key that changes it.
@MainActor
struct SettingsSectionView {
    let section: SettingsRoute
    let controller: SettingsController
    let user: User

    var screen: Screen {
        Screen(
            name: section.screenName,
            title: section.title,
            sections: [Screen.Section(rows: rows)],
            actions: section == .account
                ? [.changeSetting, .signOut, .backToList] : [.changeSetting, .backToList],
            banner: controller.errorMessage.map(Screen.Banner.error)
        )
    }

    private var rows: [Screen.Row] {
        if section == .account {
            return [.value(label: "Email", value: user.email)]
        }
        guard let settings = controller.settings else {
            return controller.loading.isRunning ? [.loading] : []
        }
        return section.keys.map { key in row(for: key, in: settings) }
    }

    private func row(for key: SettingsKey, in settings: Settings) -> Screen.Row {
        switch key {
        case .notificationsPush:
            .toggle(label: key.rawValue, isOn: settings.notifications.push)
        case .notificationsEmail:
            .toggle(label: key.rawValue, isOn: settings.notifications.email)
        case .appearance, .privacyProfile:
            .choice(label: key.rawValue, options: key.allowedValues, selected: settings.value(for: key))
        }
    }
}
