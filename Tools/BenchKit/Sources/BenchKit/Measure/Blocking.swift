import Foundation

/// Runs async work from the benchmark's synchronous code and waits for it.
enum Blocking {
    static func run<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) throws -> T {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        Task {
            do {
                box.result = .success(try await work())
            } catch {
                box.result = .failure(error)
            }
            done.signal()
        }
        done.wait()
        guard let result = box.result else { throw BenchError("an async step ended without a result") }
        return try result.get()
    }

    private final class ResultBox<T: Sendable>: @unchecked Sendable {
        var result: Result<T, any Error>?
    }
}
