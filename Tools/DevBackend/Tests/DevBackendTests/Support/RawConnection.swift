import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Plain TCP sockets to 127.0.0.1: bytes no HTTP client would send, read back until the server
/// closes, and connections a test holds open.
enum RawConnection {
    struct Failure: Error {
        let step: String
    }

    /// Runs the blocking socket calls on a thread of their own: on the concurrency pool or a
    /// global Dispatch queue they would hold threads the in-process server needs to answer.
    static func exchange(_ bytes: [UInt8], port: UInt16) async throws -> Data {
        try await onThread {
            let descriptor = try connected(port: port)
            defer { close(descriptor) }
            sendAll(bytes, on: descriptor)
            shutdown(descriptor, Int32(SHUT_WR))
            var received = Data()
            while let chunk = receive(on: descriptor) {
                received.append(chunk)
            }
            return received
        }
    }

    /// A connection kept open from one request to the next, as a client keeping it alive does.
    final class Held: Sendable {
        private let descriptor: Int32

        private init(descriptor: Int32) {
            self.descriptor = descriptor
        }

        /// Connects where it is called: a loopback connect returns once the kernel has queued it,
        /// without the server's threads. (Made on a thread of its own and handed back through a
        /// continuation, the connection's descriptor was reported by ThreadSanitizer as a race with
        /// the task that read it next.)
        static func open(port: UInt16) throws -> Held {
            Held(descriptor: try connected(port: port))
        }

        /// Sends `request` and reads its answer: the head, then as many bytes as its
        /// `Content-Length` says.
        func exchange(_ request: String) async throws -> String {
            try await onThread { [descriptor] in
                sendAll(Array(request.utf8), on: descriptor)
                var received = Data()
                while !Self.isWhole(received) {
                    guard let chunk = receive(on: descriptor) else { throw Failure(step: "receive") }
                    received.append(chunk)
                }
                return String(decoding: received, as: UTF8.self)
            }
        }

        /// Whether the server closes the connection within 10 s, with nothing sent.
        func isClosedByTheServer() async throws -> Bool {
            try await onThread { [descriptor] in
                var byte: UInt8 = 0
                return recv(descriptor, &byte, 1, 0) == 0
            }
        }

        func close() {
            release(descriptor)
        }

        private static func isWhole(_ answer: Data) -> Bool {
            guard let end = answer.firstRange(of: Data("\r\n\r\n".utf8)) else { return false }
            let head = String(decoding: answer[..<end.lowerBound], as: UTF8.self).lowercased()
            let length = head.split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
                .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) }
            return answer.count - end.upperBound >= (length ?? 0)
        }
    }

    private static func onThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try work() }) }.start()
        }
    }

    /// A socket connected to 127.0.0.1:`port` that waits at most 10 s for each read.
    private static func connected(port: UInt16) throws -> Int32 {
        #if os(Linux)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Failure(step: "socket") }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(descriptor)
            throw Failure(step: "connect")
        }
        return descriptor
    }

    private static func release(_ descriptor: Int32) {
        close(descriptor)
    }

    /// Sends every byte; a connection the server already closed is not an error here (and
    /// raises no SIGPIPE): what comes back tells.
    private static func sendAll(_ bytes: [UInt8], on descriptor: Int32) {
        #if os(Linux)
            let flags = Int32(MSG_NOSIGNAL)
        #else
            let flags: Int32 = 0
        #endif
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, flags) }
            guard count > 0 else { return }
            sent += count
        }
    }

    /// The next bytes that arrive; nil once the server has closed (or after 10 s of nothing).
    private static func receive(on descriptor: Int32) -> Data? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = recv(descriptor, &buffer, buffer.count, 0)
        return count > 0 ? Data(buffer[0..<count]) : nil
    }
}
