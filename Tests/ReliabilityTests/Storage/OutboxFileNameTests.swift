import AppTesting
import DevBackend
import Foundation
import Storage
import Testing

@testable import AppCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An analytics outbox file under any name (hundreds picked across the sequence space and mutated
/// at random, some not UTF-8) never stops the launch: a usable name is delivered, any other is
/// moved aside with its bytes, and the good event beside it still reaches the backend.
@MainActor
struct OutboxFileNameTests {
    @Test func everyNameIsDeliveredOrMovedAsideAndTheGoodEventStillUploads() async throws {
        let backend = try DevBackend()
        let names = OutboxFileName.all(mutations: ReliabilityBudget.outboxNameMutations)
        var failures: [String] = []
        let started = ContinuousClock.now
        for name in names {
            if let problem = try await launch(with: name, backend: backend) {
                failures.append("\(name): \(problem)")
            }
        }
        Figures.report("analytics outbox names", "\(names.count) names", Figures.elapsed(since: started))
        #expect(names.count >= ReliabilityBudget.outboxNameMutations + 50)
        #expect(
            failures.isEmpty, "\(failures.count) mishandled:\n\(failures.prefix(10).joined(separator: "\n"))")
    }

    /// Launches on an outbox holding a good event under `name` and another as `event-2.json`, then
    /// terminates (which delivers the outbox); nil when all went right.
    private func launch(with name: OutboxFileName, backend: DevBackend) async throws
        -> String?
    {
        let directory = try ScratchDirectory.make("reliability-outbox-names")
        defer { ScratchDirectory.remove(directory) }
        let outbox = directory.appendingPathComponent("analytics")
        try DataDirectory.prepareOwned(outbox, now: Date())
        let craftedID = UUID().uuidString.lowercased()
        let goodID = UUID().uuidString.lowercased()
        let crafted = try SampleFiles.outboxEvent(id: craftedID)
        try store(crafted, named: name.bytes, in: outbox)
        try AtomicFile.write(
            try SampleFiles.outboxEvent(id: goodID), to: outbox.appendingPathComponent("event-2.json"))
        let observer = AppObserver()
        let app = try await LiveLaunch.app(directory: directory, backend: backend, observer: observer)
        await app.terminate()
        if let violation = observer.violation { return violation }
        if app.state != .unauthenticated { return "the app launched into \(app.state.name)" }
        let received = Set(await backend.receivedEvents().map(\.id))
        guard received.contains(goodID) else { return "the good event did not reach the backend" }
        let left = ((try? FileManager.default.contentsOfDirectory(atPath: outbox.path)) ?? []).sorted()
        switch name.outcome {
        case .delivered:
            if !received.contains(craftedID) { return "a usable name was not delivered" }
            return left.isEmpty ? nil : "the outbox still holds \(left)"
        case .leftAlone:
            if received.contains(craftedID) { return "a moved-aside file was delivered" }
            return left == [name.name] ? nil : "the outbox holds \(left)"
        case .movedAside:
            if received.contains(craftedID) { return "an unusable name was delivered" }
            // Moved aside under its name, cut short if the mark would not fit otherwise.
            guard left.count == 1, let stem = left[0].components(separatedBy: ".corrupt-").first,
                Quarantine.isMovedAside(named: left[0]), name.name.hasPrefix(stem)
            else { return "the outbox holds \(left)" }
            let kept = FileManager.default.contents(atPath: outbox.appendingPathComponent(left[0]).path)
            return kept == crafted ? nil : "\(left[0]) does not hold the original bytes"
        }
    }

    /// Writes `data` to a file whose name is `bytes`, which may not be UTF-8.
    private func store(_ data: Data, named bytes: [UInt8], in directory: URL) throws {
        var path = Array(directory.path.utf8)
        path.append(UInt8(ascii: "/"))
        path += bytes
        path.append(0)
        let descriptor = path.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) {
                open($0.baseAddress!, O_WRONLY | O_CREAT | O_EXCL, 0o600)
            }
        }
        try #require(descriptor >= 0, "could not create \(bytes)")
        defer { close(descriptor) }
        let written = data.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        try #require(written == data.count)
    }
}
