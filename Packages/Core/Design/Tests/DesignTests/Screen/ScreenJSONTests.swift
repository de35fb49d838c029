import Foundation
import Testing

@testable import Design

@Test func screenJSONHasSortedKeysAndFlatRowsTaggedByKind() throws {
    let screen = Screen(
        name: "settings",
        title: "Settings",
        sections: [
            .init(
                title: "General",
                rows: [
                    .text("Hi"), .value(label: "Email", value: "a@x.io"), .toggle(label: "Push", isOn: true),
                    .choice(label: "Mode", options: ["light", "dark"], selected: "dark"),
                    .item(id: "p1", title: "One", detail: "d"), .item(id: "p2", title: "Two"), .loading,
                    .endOfList,
                ]
            )
        ],
        actions: [.init(command: "back", title: "Back")],
        banner: .info("Saved."),
        tabBar: .init(items: [.init(id: "settings", title: "Settings")], selected: "settings")
    )
    let expected = """
        {"actions":[{"command":"back","title":"Back"}],"banner":{"kind":"info","message":"Saved."},\
        "name":"settings","sections":[{"rows":[{"kind":"text","text":"Hi"},\
        {"kind":"value","label":"Email","value":"a@x.io"},{"isOn":true,"kind":"toggle","label":"Push"},\
        {"kind":"choice","label":"Mode","options":["light","dark"],"selected":"dark"},\
        {"detail":"d","id":"p1","kind":"item","title":"One"},{"id":"p2","kind":"item","title":"Two"},\
        {"kind":"loading"},{"kind":"endOfList"}],"title":"General"}],\
        "tabBar":{"items":[{"id":"settings","title":"Settings"}],"selected":"settings"},"title":"Settings"}
        """
    #expect(try screen.jsonString() == expected)
}

@Test func screenWithoutOptionalPartsLeavesTheirKeysOut() throws {
    #expect(
        try Screen(name: "launch", title: "Loading").jsonString()
            == #"{"actions":[],"name":"launch","sections":[],"title":"Loading"}"#)
}

@Test func screenRoundTripsThroughJSON() throws {
    let decoded = try JSONDecoder().decode(Screen.self, from: Data(try profileScreen.jsonString().utf8))
    #expect(decoded == profileScreen)
}

@Test func rowOfAnUnknownKindFailsToDecodeNamingTheKnownKinds() {
    let json = #"{"kind":"slider","label":"Volume"}"#
    #expect {
        try JSONDecoder().decode(Screen.Row.self, from: Data(json.utf8))
    } throws: { error in
        guard case DecodingError.dataCorrupted(let context) = error else { return false }
        return context.debugDescription
            == #"Unknown row kind "slider"; expected one of: text, value, toggle, choice, item, loading, endOfList."#
    }
}

@Test func rowMissingAFieldForItsKindFailsToDecode() {
    #expect(throws: DecodingError.self) {
        try JSONDecoder().decode(Screen.Row.self, from: Data(#"{"kind":"toggle","label":"Push"}"#.utf8))
    }
}
