import Testing

@testable import Design

@Test func renderOptionsDefaultTo64PlainColumns() {
    #expect(RenderOptions() == RenderOptions(width: 64, usesANSI: false))
    #expect(TextRenderer().options.width == 64)
}

@Test func renderOptionsRaiseATooSmallWidthToTheMinimum() {
    #expect(RenderOptions(width: 3).width == RenderOptions.minimumWidth)
    #expect(RenderOptions(width: -10).width == RenderOptions.minimumWidth)
}

@Test func renderingAtTheMinimumWidthKeepsEveryLineInside() {
    let widths = lineWidths(render(profileScreen, width: 1))
    #expect(widths.allSatisfy { $0 <= RenderOptions.minimumWidth })
    #expect(widths.contains(RenderOptions.minimumWidth))
}
