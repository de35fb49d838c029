import Tracing

extension DevBackend {
    /// The methods some route answers; a span names any other `_OTHER`, as OpenTelemetry does, so
    /// that a client cannot put text of its own into the trace.
    private static let routeMethods = Set(Route.allCases.map(\.method))

    static func spanMethod(_ method: String) -> String {
        routeMethods.contains(method) ? method : "_OTHER"
    }

    /// Records that `fault` hit the request: what it answers instead, or how long it delays it.
    func trace(_ fault: TargetedFault, in context: ServiceContext) {
        let span = configuration.tracer.startSpan("Faults.targeted \(fault.kind)", context: context)
        switch fault {
        case .status(let status): span.attributes["http.response.status_code"] = status
        case .maintenance: span.attributes["http.response.status_code"] = 503
        case .delay(let delay): span.attributes["dev_backend.delay_ms"] = Int(delay / .milliseconds(1))
        case .malformedJSON: break
        }
        span.end()
    }

    /// Records that the fail-next or the maintenance fault answered the request with `status`.
    func traceFault(_ name: String, status: Int, in context: ServiceContext) {
        let span = configuration.tracer.startSpan(name, context: context)
        span.attributes["http.response.status_code"] = status
        span.end()
    }
}

extension DevBackend.TargetedFault {
    /// The fault's kind, as its span names it.
    fileprivate var kind: String {
        switch self {
        case .status: "status"
        case .maintenance: "maintenance"
        case .malformedJSON: "malformed-json"
        case .delay: "delay"
        }
    }
}
