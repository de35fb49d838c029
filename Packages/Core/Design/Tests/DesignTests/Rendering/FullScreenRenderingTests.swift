import SnapshotTesting
import Testing

@testable import Design

// The whole screen, as recorded in __Snapshots__/FullScreenRenderingTests/ next to this file.
@Test func fullScreenRendersEveryPartInOrderAt64Columns() {
    assertSnapshot(of: render(profileScreen), as: .lines)
}

@Test func fullScreenRendersAtAConfiguredWidth() {
    assertSnapshot(of: render(profileScreen, width: 32), as: .lines)
}

@Test func noLineIsWiderThanTheConfiguredWidth() {
    for width in [20, 32, 40, 64, 100] {
        #expect(lineWidths(render(profileScreen, width: width)).allSatisfy { $0 <= width }, "width \(width)")
    }
}

@Test func renderingTheSameScreenTwiceGivesTheSameText() {
    #expect(render(profileScreen) == render(profileScreen))
}

@Test func emptyScreenIsJustItsHeader() {
    #expect(
        render(Screen(name: "launch", title: "Loading")) == """
            Loading                                                   launch
            ================================================================
            """
    )
}

@Test func renderedLinesHaveNoTrailingSpaces() {
    let lines = render(profileScreen).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.allSatisfy { $0.last != " " })
}
