import Foundation
import Services

/// An in-memory ``/Services/CredentialStore`` whose operations a test can make fail.
public struct FakeCredentialStore: CredentialStore {
    /// The operations a test can make fail.
    public enum Operation: Hashable, Sendable, CaseIterable {
        case read, write, delete, moveAside
    }

    private let state: LockedState

    /// A store holding `data` (nil: nothing stored).
    public init(data: Data? = nil) {
        self.state = LockedState(data: data)
    }

    /// The stored bytes.
    public var data: Data? {
        state.withLock { $0.data }
    }

    /// Everything moved aside, oldest first.
    public var movedAside: [Data] {
        state.withLock { $0.movedAside }
    }

    /// The next `operation` throws.
    public func failNext(_ operation: Operation) {
        state.withLock { _ = $0.failures.insert(operation) }
    }

    public func read() throws(CredentialStoreError) -> Data? {
        try state.perform(.read) { $0.data }
    }

    public func write(_ data: Data) throws(CredentialStoreError) {
        try state.perform(.write) { $0.data = data }
    }

    public func delete() throws(CredentialStoreError) {
        try state.perform(.delete) { $0.data = nil }
    }

    public func moveAside() throws(CredentialStoreError) -> String {
        try state.perform(.moveAside) { contents in
            if let data = contents.data {
                contents.movedAside.append(data)
            }
            contents.data = nil
            return "moved-aside-\(contents.movedAside.count)"
        }
    }
}

extension FakeCredentialStore {
    fileprivate struct Contents {
        var data: Data?
        var movedAside: [Data] = []
        var failures: Set<Operation> = []
    }

    fileprivate final class LockedState: @unchecked Sendable {
        private let lock = NSLock()
        private var contents: Contents

        init(data: Data?) {
            contents = Contents(data: data)
        }

        func withLock<T>(_ body: (inout Contents) -> T) -> T {
            lock.withLock { body(&contents) }
        }

        func perform<T>(_ operation: Operation, _ body: (inout Contents) -> T) throws(CredentialStoreError) -> T {
            let failed = withLock { $0.failures.remove(operation) != nil }
            if failed { throw CredentialStoreError("\(operation) failed (scripted by FakeCredentialStore)") }
            return withLock(body)
        }
    }
}
