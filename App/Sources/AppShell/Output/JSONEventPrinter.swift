import Analytics
import AppCore
import Design

struct JSONEventPrinter: EventPrinter {
    typealias Fields = [(key: String, value: JSONValue)]

    func text(for event: ShellEvent, at milliseconds: Int) -> String? {
        if case .trace(let spans) = event {
            return spans.map { Self.line("span", Self.fields(of: $0), at: milliseconds) }.joined(
                separator: "\n")
        }
        guard let (type, fields) = Self.typeAndFields(of: event) else { return nil }
        return Self.line(type, fields, at: milliseconds)
    }

    private static func line(_ type: String, _ fields: Fields, at milliseconds: Int) -> String {
        JSONValue.object([("type", .string(type)), ("t", .int(milliseconds))] + fields).serialized
    }

    static func typeAndFields(of event: ShellEvent) -> (String, Fields)? {
        switch event {
        case .app(let event):
            return typeAndFields(of: event)
        case .restart(let from, let how):
            return (
                "transition",
                [
                    ("from", .string(from.name)), ("to", .string(AppState.loading.name)),
                    ("via", .string(how.rawValue)),
                ]
            )
        case .screen(let window, let screen):
            return screenTypeAndFields(window: window, name: screen.name, text: TextRenderer().render(screen))
        case .command(let line, let text):
            return ("command", [("line", .int(line)), ("text", .string(text))])
        case .expectation(let result):
            return (
                "expect",
                [
                    ("ok", .bool(result.ok)), ("line", .int(result.line)),
                    ("expected", .string(result.expected)), ("found", .string(result.found)),
                ]
            )
        case .narration, .trace:
            return nil
        }
    }

    private static func typeAndFields(of event: AppEvent) -> (String, Fields) {
        switch event {
        case .screen(let window, let screen):
            screenTypeAndFields(window: window, name: screen.name, text: TextRenderer().render(screen))
        case .transition(let from, let to):
            ("transition", [("from", .string(from.name)), ("to", .string(to.name))])
        case .rejectedTransition(let from, let to):
            ("rejected-transition", [("from", .string(from.name)), ("to", .string(to.name))])
        case .deepLink(let url, let outcome, let reason):
            (
                "deeplink",
                [("url", .string(url)), ("outcome", .string(outcome.rawValue))]
                    + (reason.map { [("reason", .string($0))] } ?? [])
            )
        case .phase(let window, let phase, let app):
            (
                "phase",
                [
                    ("window", .string(window.rawValue)), ("phase", .string(phase.rawValue)),
                    ("app", .string(app.rawValue)),
                ]
            )
        case .window(let action, let id):
            ("window", [("action", .string(action.rawValue)), ("id", .string(id.rawValue))])
        case .analytics(let name, let properties):
            (
                "analytics",
                [
                    ("name", .string(name)),
                    (
                        "properties",
                        .object(properties.sorted { $0.key < $1.key }.map { ($0.key, json($0.value)) })
                    ),
                ]
            )
        case .error(let message):
            ("error", [("message", .string(message))])
        }
    }

    private static func screenTypeAndFields(window: WindowID, name: String, text: String) -> (String, Fields)
    {
        (
            "screen",
            [("window", .string(window.rawValue)), ("screen", .string(name)), ("text", .string(text))]
        )
    }

    private static func fields(of span: TracedSpan) -> Fields {
        let attributes = span.attributes.map { attribute -> (key: String, value: JSONValue) in
            switch attribute.value {
            case .int(let int): (attribute.key, .int(int))
            case .text(let text): (attribute.key, .string(text))
            }
        }
        return [
            ("trace", .string(span.traceID)), ("id", .string(span.id)),
            ("parent", span.parentID.map(JSONValue.string) ?? .null), ("name", .string(span.name)),
            ("module", .string(span.module)), ("service", .string(span.service.rawValue)),
            ("kind", .string(span.kind)),
            ("ms", .double(Double(span.nanoseconds) / 1_000_000)), ("ok", .bool(!span.failed)),
            ("attributes", .object(attributes)), ("events", .array(span.events.map { .string($0.name) })),
        ]
    }

    private static func json(_ value: AnalyticsValue) -> JSONValue {
        switch value {
        case .string(let string): .string(string)
        case .int(let int): .int(int)
        case .double(let double): .double(double)
        case .bool(let bool): .bool(bool)
        }
    }
}
