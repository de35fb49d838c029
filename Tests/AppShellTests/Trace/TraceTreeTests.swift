import Testing

@testable import AppShell

struct TraceTreeTests {
    private func span(
        _ id: String, parent: String? = nil, name: String, module: String = "AppCore", start: UInt64,
        nanoseconds: UInt64 = 1_500_000, failed: Bool = false, attributes: [TracedSpan.Attribute] = [],
        events: [TracedSpan.Event] = []
    ) -> TracedSpan {
        TracedSpan(
            traceID: "t1", id: id, parentID: parent, name: name, module: module, service: .app,
            kind: "internal", start: start, nanoseconds: nanoseconds, failed: failed, attributes: attributes,
            events: events)
    }

    @Test func childrenAreDrawnUnderTheirParentInTheOrderTheyStarted() {
        let tree = TraceTree([
            span("c2", parent: "r", name: "Second", module: "Services", start: 30),
            span("r", name: "Root", start: 10),
            span("c1", parent: "r", name: "First", module: "Design", start: 20),
            span("g", parent: "c1", name: "Grandchild", module: "Networking", start: 25),
        ])
        #expect(tree.lines.count == 4)
        #expect(tree.lines[0].hasPrefix("Root"))
        #expect(tree.lines[1].hasPrefix("├─ First"))
        #expect(tree.lines[2].hasPrefix("│  └─ Grandchild"))
        #expect(tree.lines[3].hasPrefix("└─ Second"))
    }

    @Test func eachLineNamesItsModuleAndTime() throws {
        let lines = TraceTree([
            span("r", name: "Root", start: 1, nanoseconds: 2_500_000),
            span("c", parent: "r", name: "Child", module: "Networking", start: 2, nanoseconds: 100_000),
        ]).lines
        #expect(lines[0].hasSuffix("AppCore     2.5 ms"))
        #expect(lines[1].hasSuffix("Networking  0.1 ms"))
    }

    @Test func anAnswersStatusAndAFailuresCaseAreOnTheLine() {
        let lines = TraceTree([
            span(
                "ok", name: "GET /me", start: 1,
                attributes: [.init(key: "http.response.status_code", value: .int(200))]),
            span(
                "bad", name: "LiveAuthService.login", start: 2, failed: true,
                attributes: [.init(key: "error.type", value: .text("invalidCredentials"))]),
        ]).lines
        #expect(lines[0].hasPrefix("GET /me → 200 "))
        #expect(lines[1].hasPrefix("LiveAuthService.login ✗ invalidCredentials "))
    }

    @Test func eventsAreDrawnUnderTheStepTheyHappenedIn() {
        let lines = TraceTree([
            span("r", name: "Root", start: 1, events: [.init(name: "state loading -> authenticated", at: 5)]),
            span("c", parent: "r", name: "Child", start: 3),
        ]).lines
        #expect(lines.count == 3)
        #expect(lines[1].hasPrefix("├─ Child"))
        #expect(lines[2] == "└─ · state loading -> authenticated")
    }

    @Test func aSpanWhoseParentIsNotHereStartsATreeOfItsOwn() {
        let lines = TraceTree([
            span("late", parent: "gone", name: "Late", start: 1),
            span("other", name: "Other", start: 2),
        ]).lines
        #expect(lines[0].hasPrefix("Late"))
        #expect(lines[1].hasPrefix("Other"))
    }

    @Test func aNameFromOutsideIsOneSafeBoundedLine() {
        let name = "open app://x/\u{1b}[2J" + String(repeating: "y", count: 500) + "\nsecond"
        let lines = TraceTree([span("r", name: name, start: 1)]).lines
        #expect(lines.count == 1)
        #expect(!lines[0].contains("\u{1b}"))
        #expect(!lines[0].contains("\n"))
        #expect(lines[0].count < TraceTree.nameWidth + 40)
        #expect(lines[0].contains("…"))
    }
}
