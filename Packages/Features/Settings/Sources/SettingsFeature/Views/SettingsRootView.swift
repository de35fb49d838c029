import Design
import Models

/// The `settings` screen: every section with its current values.
@MainActor
struct SettingsRootView {
    let controller: SettingsController

    var screen: Screen {
        Screen(
            name: SettingsRoute.root.screenName,
            title: SettingsRoute.root.title,
            sections: [Screen.Section(rows: rows)],
            actions: [.changeSetting, .openSection],
            banner: controller.errorMessage.map(Screen.Banner.error)
        )
    }

    private var rows: [Screen.Row] {
        let sections = SettingsRoute.sections.map { section in
            Screen.Row.item(id: section.rawValue, title: section.title, detail: summary(of: section))
        }
        return controller.loading.isRunning && controller.settings == nil ? sections + [.loading] : sections
    }

    private func summary(of section: SettingsRoute) -> String? {
        guard let settings = controller.settings else { return nil }
        switch section {
        case .notifications:
            let push = settings.value(for: .notificationsPush)
            let email = settings.value(for: .notificationsEmail)
            return "Push \(push), email \(email)"
        case .appearance:
            return settings.value(for: .appearance).capitalized
        case .privacy:
            return "Profile \(settings.value(for: .privacyProfile))"
        case .account:
            return "Email and sign out"
        case .root:
            return nil
        }
    }
}
