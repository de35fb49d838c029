import Foundation
import HTTPTypes
import Networking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The live ``/Networking/HTTPTransport`` on Apple platforms, on a `URLSession` that stores nothing.
public final class URLSessionTransport: HTTPTransport {
    private let session: URLSession
    private let transfers: Transfers

    /// A transport on its own ephemeral session.
    public init() {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.urlCredentialStorage = nil
        configuration.timeoutIntervalForRequest = 3600
        configuration.timeoutIntervalForResource = 3600
        transfers = Transfers()
        session = URLSession(configuration: configuration, delegate: transfers, delegateQueue: nil)
    }

    deinit {
        // The session holds its delegate until it is invalidated.
        session.invalidateAndCancel()
    }

    public func send(_ request: HTTPRequest, body: Data?, bodyLimit: Int) async throws(TransportError)
        -> HTTPAnswer
    {
        let url = "\(request.scheme ?? "http")://\(request.authority ?? "")\(request.path ?? "/")"
        guard let url = URL(string: url) else { throw .cannotConnect }
        var outgoing = URLRequest(url: url)
        outgoing.httpMethod = request.method.rawValue
        for field in request.headerFields {
            outgoing.addValue(field.value, forHTTPHeaderField: field.name.rawName)
        }
        outgoing.httpBody = body
        let task = session.dataTask(with: outgoing)
        let result = await withTaskCancellationHandler {
            await transfers.run(task, bodyLimit: bodyLimit)
        } onCancel: {
            task.cancel()
        }
        return try result.get()
    }
}

private final class Transfers: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private struct Transfer {
        var continuation: CheckedContinuation<Result<HTTPAnswer, TransportError>, Never>
        var bodyLimit: Int
        var head: HTTPResponse?
        var body = Data()
        var failure: TransportError?
    }

    private let lock = NSLock()
    private var transfers: [Int: Transfer] = [:]

    func run(_ task: URLSessionDataTask, bodyLimit: Int) async -> Result<HTTPAnswer, TransportError> {
        await withCheckedContinuation { continuation in
            lock.withLock {
                transfers[task.taskIdentifier] = Transfer(continuation: continuation, bodyLimit: bodyLimit)
            }
            task.resume()
        }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        #if canImport(Darwin)
            // Certificates are checked as the system does; only HTTP authentication is refused.
            if challenge.protectionSpace.authenticationMethod == NSURLAuthenticationMethodServerTrust {
                return completionHandler(.performDefaultHandling, nil)
            }
        #endif
        completionHandler(.rejectProtectionSpace, nil)
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let head = (response as? HTTPURLResponse).flatMap(Self.head)
        lock.withLock {
            transfers[dataTask.taskIdentifier]?.head = head
            if head == nil { transfers[dataTask.taskIdentifier]?.failure = .malformedAnswer("not an HTTP answer") }
        }
        completionHandler(head == nil ? .cancel : .allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let isTooLarge = lock.withLock {
            guard var transfer = transfers[dataTask.taskIdentifier], transfer.failure == nil else { return false }
            guard transfer.body.count + data.count <= transfer.bodyLimit else {
                transfer.failure = .bodyTooLarge(limit: transfer.bodyLimit)
                transfer.body = Data()
                transfers[dataTask.taskIdentifier] = transfer
                return true
            }
            transfers[dataTask.taskIdentifier]?.body.append(data)
            return false
        }
        if isTooLarge { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let transfer = lock.withLock({ transfers.removeValue(forKey: task.taskIdentifier) }) else { return }
        transfer.continuation.resume(returning: Self.result(of: transfer, error: error))
    }

    private static func result(of transfer: Transfer, error: (any Error)?) -> Result<HTTPAnswer, TransportError> {
        if let failure = transfer.failure { return .failure(failure) }
        if let error { return .failure(transportError(error, answered: transfer.head != nil)) }
        guard let head = transfer.head else { return .failure(.malformedAnswer("no HTTP answer")) }
        return .success(HTTPAnswer(head: head, body: transfer.body))
    }

    private static func head(of response: HTTPURLResponse) -> HTTPResponse? {
        guard (100...999).contains(response.statusCode) else { return nil }
        var fields = HTTPFields()
        for case let (name as String, value as String) in response.allHeaderFields {
            guard let name = HTTPField.Name(name) else { continue }
            fields.append(HTTPField(name: name, value: value))
        }
        return HTTPResponse(status: .init(code: response.statusCode), headerFields: fields)
    }

    private static func transportError(_ error: any Error, answered: Bool) -> TransportError {
        switch (error as? URLError)?.code {
        case .cancelled?: .cancelled
        case .timedOut?: .timedOut
        default: answered ? .connectionLost : .cannotConnect
        }
    }
}
