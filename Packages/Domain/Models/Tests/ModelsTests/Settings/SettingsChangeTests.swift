import Testing

@testable import Models

@Test(arguments: [
    ("notifications.push", "on", SettingsChange.pushNotifications(true)),
    ("notifications.push", "off", .pushNotifications(false)),
    ("notifications.email", "on", .emailNotifications(true)),
    ("notifications.email", "off", .emailNotifications(false)),
    ("appearance", "light", .appearance(.light)),
    ("appearance", "dark", .appearance(.dark)),
    ("appearance", "system", .appearance(.system)),
    ("privacy.profile", "public", .profileVisibility(.public)),
    ("privacy.profile", "private", .profileVisibility(.private)),
])
func settingsChangeParsesEveryListedKeyAndValue(key: String, value: String, change: SettingsChange) throws {
    let parsed = try SettingsChange(key: key, value: value)
    #expect(parsed == change)
    #expect(parsed.key.rawValue == key)
    #expect(parsed.value == value)
}

@Test func settingsChangeAppliedSetsThatValueAndKeepsTheRest() throws {
    let changed = try SettingsChange(key: "appearance", value: "dark").applied(to: .sample)
    #expect(changed == Settings.sample.with(appearance: .dark))
    #expect(changed.value(for: .appearance) == "dark")
    #expect(changed.notifications == Settings.sample.notifications)
}

@Test func everySettingsChangeAppliedReadsBackAsItsValue() throws {
    for key in SettingsKey.allCases {
        for value in key.allowedValues {
            let changed = try SettingsChange(key: key, value: value).applied(to: .sample)
            #expect(changed.value(for: key) == value)
        }
    }
}

@Test func unknownSettingsKeyIsRefusedListingTheKeys() {
    #expect(throws: SettingsChangeError.unknownKey("theme")) {
        try SettingsChange(key: "theme", value: "dark")
    }
    #expect(
        SettingsChangeError.unknownKey("theme").message
            == #"Unknown setting "theme"; use one of: notifications.push, notifications.email, appearance, privacy.profile."#
    )
}

@Test func switchSettingRefusesAnythingButOnOrOff() {
    for value in ["true", "On", "yes", "", " on"] {
        #expect(throws: SettingsChangeError.invalidValue(value, key: .notificationsPush)) {
            try SettingsChange(key: "notifications.push", value: value)
        }
    }
    #expect(
        SettingsChangeError.invalidValue("yes", key: .notificationsEmail).message
            == #""yes" is not a value for notifications.email; use one of: on, off."#
    )
}

@Test func appearanceSettingRefusesUnlistedValuesListingTheAllowedOnes() {
    #expect(throws: SettingsChangeError.invalidValue("sepia", key: .appearance)) {
        try SettingsChange(key: "appearance", value: "sepia")
    }
    #expect(
        SettingsChangeError.invalidValue("sepia", key: .appearance).message
            == #""sepia" is not a value for appearance; use one of: light, dark, system."#
    )
}

@Test func privacySettingRefusesUnlistedValuesListingTheAllowedOnes() {
    #expect(throws: SettingsChangeError.invalidValue("friends", key: .privacyProfile)) {
        try SettingsChange(key: "privacy.profile", value: "friends")
    }
    #expect(
        SettingsChangeError.invalidValue("friends", key: .privacyProfile).localizedDescription
            == #""friends" is not a value for privacy.profile; use one of: public, private."#
    )
}

@Test func aLongRefusedValueIsQuotedCutShort() {
    let value = String(repeating: "x", count: 1_000_000)
    #expect(
        SettingsChangeError.invalidValue(value, key: .appearance).message
            == "\"\(String(repeating: "x", count: 40))…\" is not a value for appearance; use one of: light, dark, system."
    )
}
