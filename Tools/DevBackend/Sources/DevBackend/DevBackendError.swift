import Foundation

/// Why the dev backend refused to start or to apply a control. Its description is one line.
public enum DevBackendError: LocalizedError, Equatable, CustomStringConvertible {
    case cannotListen(port: UInt16, reason: String)
    case cannotOpenData(path: String, reason: String)
    case cannotSaveData(reason: String)
    case invalidFailureStatus(Int)
    case invalidFailureCount(Int)
    case invalidLatency(Duration)
    case unknownPost(String)
    case unusableTLSIdentity(String)

    public var description: String {
        switch self {
        case .cannotListen(let port, let reason):
            "cannot listen on 127.0.0.1:\(port): \(reason)"
        case .cannotOpenData(let path, let reason):
            "cannot open the backend data at \(path): \(reason)"
        case .cannotSaveData(let reason):
            "cannot save the backend data: \(reason)"
        case .invalidFailureStatus(let status):
            "the failure status must be from 400 to 599, not \(status)"
        case .invalidFailureCount(let count):
            "the number of requests to fail must be 0 or more, not \(count)"
        case .invalidLatency(let latency):
            "the latency must be from 0 to \(DevBackend.maximumLatency), not \(latency)"
        case .unknownPost(let id):
            "there is no post with ID \(id)"
        case .unusableTLSIdentity(let reason):
            "cannot serve TLS: \(reason)"
        }
    }

    public var errorDescription: String? { description }
}
