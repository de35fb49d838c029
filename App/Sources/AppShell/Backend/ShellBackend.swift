import AppCore
import Foundation

/// The backend a session talks to: the embedded dev backend, or the server `--api-url` names.
enum ShellBackend {
    case embedded(EmbeddedBackend)
    case remote(URL)

    /// Where the app reaches it.
    var baseURL: URL {
        switch self {
        case .embedded(let backend): backend.baseURL
        case .remote(let url): url
        }
    }

    /// The embedded backend, whose fault controls `backend ...` lines use; nil for a remote one.
    var embedded: EmbeddedBackend? {
        if case .embedded(let backend) = self { backend } else { nil }
    }

    /// The app's dependencies against this backend.
    @MainActor
    func dependencies(_ configuration: AppConfiguration) throws -> AppDependencies {
        switch self {
        case .embedded(let backend): try .embedded(configuration, backend: backend)
        case .remote: try .live(configuration)
        }
    }

    /// Stops the embedded backend; a remote one is left alone.
    func stop() async {
        await embedded?.stop()
    }
}
