import AppTesting
import Foundation
import Storage

@testable import Analytics
@testable import AppCore
@testable import Services

/// Whether the app's own readers can use some bytes as a file, asked of the readers themselves on
/// a copy, so a test knows which corruptions still make a usable file (a flipped bit inside a
/// token is still a session file) and which must be moved aside.
enum Readability {
    static func session(_ bytes: Data) -> Bool {
        if case .success = SessionFile.decode(bytes) { true } else { false }
    }

    static func scenes(_ bytes: Data) throws -> Bool {
        try probing(bytes, as: "scenes.json") { url in
            SceneStore(directory: url.deletingLastPathComponent(), now: { Date() }, logger: .quiet)
                .loadForRestoration() != nil
        }
    }

    static func outboxEvent(_ bytes: Data) throws -> Bool {
        try probing(bytes, as: "event-1.json") { url in
            var outbox = try Outbox(directory: url.deletingLastPathComponent(), logger: .quiet, now: Date())
            return outbox.load(now: Date(), keeping: 1).count == 1
        }
    }

    private static func probing(_ bytes: Data, as name: String, _ read: (URL) throws -> Bool) throws -> Bool {
        let directory = try ScratchDirectory.make("reliability-probe")
        defer { ScratchDirectory.remove(directory) }
        let url = directory.appendingPathComponent(name)
        try AtomicFile.write(bytes, to: url)
        return try read(url)
    }
}
