import Foundation
import Storage

extension ShellSession {
    static func hold(_ dataDirectory: URL) throws(ShellError) -> DataDirectoryLock {
        let path = dataDirectory.path
        do {
            try DataDirectory.prepare(dataDirectory)
            try DataDirectory.checkEntries(of: dataDirectory)
        } catch {
            throw ShellError("cannot use the data directory \(path): \(error)")
        }
        do {
            return try DataDirectoryLock(dataDirectory)
        } catch {
            switch error {
            case .held(let process):
                let holder = process.map { "another app-shell (pid \($0))" } ?? "another app-shell"
                throw ShellError("the data directory \(path) is in use by \(holder)")
            case .unusable(let reason):
                throw ShellError("cannot use the data directory \(path): \(reason)")
            }
        }
    }
}
