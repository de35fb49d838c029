import Testing

@testable import Models

@Test func settingsDecodeFromTheWireShape() throws {
    let json =
        #"{"notifications":{"push":true,"email":false},"appearance":"system","privacy":{"profile":"public"}}"#
    #expect(try WireJSON.decode(Settings.self, from: json) == .sample)
}

@Test func settingsRoundTripThroughJSON() throws {
    let settings = Settings.sample.with(appearance: .dark).with(profileVisibility: .private)
    let json = try WireJSON.encode(settings)
    #expect(
        json
            == #"{"appearance":"dark","notifications":{"email":false,"push":true},"privacy":{"profile":"private"}}"#
    )
    #expect(try WireJSON.decode(Settings.self, from: json) == settings)
}

@Test func settingsWithAnUnknownAppearanceFailToDecodeNamingTheAllowedValues() {
    let json =
        #"{"notifications":{"push":true,"email":false},"appearance":"sepia","privacy":{"profile":"public"}}"#
    #expect(
        WireJSON.decodingFailure(Settings.self, from: json)
            == #"Unknown Appearance "sepia"; expected one of: light, dark, system."#
    )
}

@Test func settingsWithAnUnknownProfileVisibilityFailToDecodeNamingTheAllowedValues() {
    let json =
        #"{"notifications":{"push":true,"email":false},"appearance":"dark","privacy":{"profile":"friends"}}"#
    #expect(
        WireJSON.decodingFailure(Settings.self, from: json)
            == #"Unknown ProfileVisibility "friends"; expected one of: public, private."#
    )
}

@Test func settingsToggleEditsChangeOnlyTheirOwnSwitch() {
    #expect(Settings.sample.with(pushNotifications: false).notifications == .init(push: false, email: false))
    #expect(Settings.sample.with(emailNotifications: true).notifications == .init(push: true, email: true))
    #expect(Settings.sample.with(emailNotifications: true).appearance == Settings.sample.appearance)
}

@Test func settingsReportEachValueAsSettingsSetSpellsIt() {
    let settings = Settings.sample.with(appearance: .light).with(profileVisibility: .private)
    #expect(SettingsKey.allCases.map(settings.value(for:)) == ["on", "off", "light", "private"])
}
