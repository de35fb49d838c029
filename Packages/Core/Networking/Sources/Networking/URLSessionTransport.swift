import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The live ``HTTPTransport``: a `URLSession` with no cache and no cookies, whose task is
/// cancelled when the calling Swift task is. Time limits are the client's job: the session's own
/// are set far out of the way.
public struct URLSessionTransport: HTTPTransport {
    private let session: URLSession

    /// A transport on its own ephemeral session.
    public init() {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.timeoutIntervalForRequest = 3600
        configuration.timeoutIntervalForResource = 3600
        self.session = URLSession(configuration: configuration)
    }

    /// Sends `request` and returns the answer, whatever its status.
    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let cancellation = DataTaskCancellation()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let task = session.dataTask(with: request) { data, response, error in
                    if let error {
                        continuation.resume(throwing: error)
                    } else if let response = response as? HTTPURLResponse {
                        continuation.resume(returning: (data ?? Data(), response))
                    } else {
                        continuation.resume(throwing: URLError(.badServerResponse))
                    }
                }
                cancellation.start(task)
            }
        } onCancel: {
            cancellation.cancel()
        }
    }
}

/// Links a data task to the Swift task waiting for it, whichever of start and cancel comes first.
private final class DataTaskCancellation: @unchecked Sendable {
    private let lock = NSLock()
    private var task: URLSessionDataTask?
    private var isCancelled = false

    func start(_ task: URLSessionDataTask) {
        let cancelledAlready = lock.withLock {
            self.task = task
            return isCancelled
        }
        task.resume()
        if cancelledAlready { task.cancel() }
    }

    func cancel() {
        let task = lock.withLock {
            isCancelled = true
            return self.task
        }
        task?.cancel()
    }
}
