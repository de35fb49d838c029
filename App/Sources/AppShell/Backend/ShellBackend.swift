import AppCore
import Foundation

enum ShellBackend {
    case embedded(EmbeddedBackend)
    case remote(URL)

    var baseURL: URL {
        switch self {
        case .embedded(let backend): backend.baseURL
        case .remote(let url): url
        }
    }

    var embedded: EmbeddedBackend? {
        if case .embedded(let backend) = self { backend } else { nil }
    }

    @MainActor
    func dependencies(_ configuration: AppConfiguration) throws -> AppDependencies {
        switch self {
        case .embedded(let backend): try .embedded(configuration, backend: backend)
        case .remote: try .live(configuration)
        }
    }

    func stop() async {
        await embedded?.stop()
    }
}
