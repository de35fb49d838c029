/// Matches a request's method and path against the route table.
struct Router {
    /// The outcome of matching one request.
    enum Match: Equatable {
        case found(DevBackend.Route, parameters: [String: String])
        case methodNotAllowed(allowed: [String])
        case notFound

        /// The route matched, if one was.
        var route: DevBackend.Route? {
            if case .found(let route, _) = self { route } else { nil }
        }
    }

    /// The routes this server answers, in the order they are tried.
    let routes: [DevBackend.Route]

    init(routes: [DevBackend.Route] = DevBackend.Route.allCases) {
        self.routes = routes
    }

    func match(method: String, path: String) -> Match {
        let segments = Self.segments(of: path)
        var allowed: [String] = []
        for route in routes {
            guard let parameters = Self.parameters(template: Self.segments(of: route.path), path: segments) else {
                continue
            }
            if route.method == method {
                return .found(route, parameters: parameters)
            }
            allowed.append(route.method)
        }
        return allowed.isEmpty ? .notFound : .methodNotAllowed(allowed: allowed)
    }

    private static func segments(of path: String) -> [Substring] {
        path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map { $0 }
    }

    private static func parameters(template: [Substring], path: [Substring]) -> [String: String]? {
        guard template.count == path.count else { return nil }
        var parameters: [String: String] = [:]
        for (expected, actual) in zip(template, path) {
            if expected.hasPrefix("{"), expected.hasSuffix("}") {
                guard !actual.isEmpty else { return nil }
                parameters[String(expected.dropFirst().dropLast())] = String(actual)
            } else if expected != actual {
                return nil
            }
        }
        return parameters
    }
}
