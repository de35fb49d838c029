@testable import Design

/// The screen rendered as text with the given width and styling.
func render(_ screen: Screen, width: Int = 64, ansi: Bool = false) -> String {
    TextRenderer(options: RenderOptions(width: width, usesANSI: ansi)).render(screen)
}

/// A screen with nothing but the given sections, named `test`.
func screen(_ sections: Screen.Section...) -> Screen {
    Screen(name: "test", title: "Test", sections: sections)
}

/// The text without ANSI escape sequences.
func strippingANSI(_ text: String) -> String {
    text.replacing(/\u{1B}\[[0-9;]*m/, with: "")
}

/// Every line's width in terminal columns.
func lineWidths(_ text: String) -> [Int] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(\.columns)
}
