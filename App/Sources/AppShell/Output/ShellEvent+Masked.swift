import Analytics
import AppCore
import Design

extension ShellEvent {
    func masked(by mask: SecretMask) -> ShellEvent {
        guard !mask.isEmpty else { return self }
        let text = mask.masked
        switch self {
        case .app(.screen(let window, let screen)):
            return .app(.screen(window: window.masked(by: mask), screen: screen.masked(by: mask)))
        case .app(.deepLink(let url, let outcome, let reason)):
            return .app(.deepLink(url: text(url), outcome: outcome, reason: reason.map(text)))
        case .app(.phase(let window, let phase, let app)):
            return .app(.phase(window: window.masked(by: mask), phase: phase, app: app))
        case .app(.window(let action, let window)):
            return .app(.window(action, window.masked(by: mask)))
        case .app(.analytics(let name, let properties)):
            return .app(
                .analytics(name: text(name), properties: properties.mapValues { $0.masked(by: mask) }))
        case .app(.error(let message)):
            return .app(.error(message: text(message)))
        case .app(.transition), .app(.rejectedTransition), .restart:
            return self
        case .screen(let window, let screen):
            return .screen(window: window.masked(by: mask), screen: screen.masked(by: mask))
        case .command(let line, let echo):
            return .command(line: line, text: text(echo))
        case .expectation(let result):
            return .expectation(
                ExpectationResult(
                    ok: result.ok, line: result.line, expected: text(result.expected),
                    found: text(result.found)))
        case .narration(let narration):
            return .narration(text(narration))
        case .trace(let spans):
            return .trace(spans.map { $0.masked(by: mask) })
        }
    }
}

extension WindowID {
    fileprivate func masked(by mask: SecretMask) -> WindowID {
        let name = mask.masked(rawValue)
        guard name != rawValue else { return self }
        return WindowID(name) ?? WindowID(kind: "window", item: name)
    }
}

extension AnalyticsValue {
    fileprivate func masked(by mask: SecretMask) -> AnalyticsValue {
        if case .string(let string) = self { .string(mask.masked(string)) } else { self }
    }
}

extension TracedSpan {
    fileprivate func masked(by mask: SecretMask) -> TracedSpan {
        TracedSpan(
            traceID: traceID, id: id, parentID: parentID, name: mask.masked(name), module: module,
            service: service, kind: kind, start: start, nanoseconds: nanoseconds, failed: failed,
            attributes: attributes.map { attribute in
                guard case .text(let text) = attribute.value else { return attribute }
                return Attribute(key: attribute.key, value: .text(mask.masked(text)))
            },
            events: events.map { Event(name: mask.masked($0.name), at: $0.at) })
    }
}
