import Foundation
import NetworkingTesting
import Testing

@testable import Analytics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whatever the names in the outbox directory, a launch neither traps nor loses an event: names
/// that can't be used are moved aside with their bytes, and the sequence never runs out.
@Suite struct OutboxFileNameTests {
    @Test func theLargestSequenceNumberIsDeliveredAndTheNextEventStored() async throws {
        try await withHarness { harness in
            try storeEvent("crafted", as: "event-\(Int.max).json", in: harness.directory)
            let analytics = try harness.analytics()
            await analytics.track(AnalyticsEvent("after"))
            await analytics.flush()
            #expect(harness.collector.events.map(\.name) == ["crafted", "after"])
            #expect(fileNames(in: harness.directory).isEmpty)
        }
    }

    @Test func theNextToLargestLeavesNothingThatTrapsTheNextLaunch() async throws {
        try await withHarness { harness in
            try storeEvent("crafted", as: "event-\(Int.max - 1).json", in: harness.directory)
            let first = try harness.analytics(.init(batchSize: 10, maxBatchAge: .seconds(3600)))
            await first.track(AnalyticsEvent("after"))
            let second = try harness.analytics()
            await second.track(AnalyticsEvent("later"))
            await second.flush()
            #expect(harness.collector.events.map(\.name) == ["crafted", "after", "later"])
        }
    }

    @Test func numbersPastHalfTheRangeAreRenumberedFromOneInOrder() async throws {
        try await withHarness { harness in
            try storeEvent("first", as: "event-\(Int.max / 2 + 1).json", in: harness.directory)
            try storeEvent("second", as: "event-\(Int.max).json", in: harness.directory)
            let analytics = try harness.analytics(.init(batchSize: 10, maxBatchAge: .seconds(3600)))
            await analytics.track(AnalyticsEvent("third"))
            #expect(harness.storedFiles == ["event-1.json", "event-2.json", "event-3.json"])
            await analytics.flush()
            #expect(harness.collector.events.map(\.name) == ["first", "second", "third"])
        }
    }

    @Test(arguments: [
        "event-0.json", "event-00.json", "event-007.json", "event-+5.json", "event--5.json", "event-1e3.json",
        "event-0x10.json", "event- 1.json", "event-1 .json", "event-.json", "event-1.JSON", "Event-1.json",
        "event-1.json.bak", "event-\(Int.max)0.json", "event-9223372036854775808.json",
        "event-12345678901234567890.json", "event-٣.json", "event-５.json", "event-1\u{200B}.json",
        "event-1\n.json", "notes.txt", ".hidden",
    ])
    func aNameThatIsNotAnEventsIsMovedAsideWithItsBytes(name: String) async throws {
        try await withHarness { harness in
            let bytes = try storeEvent("misnamed", as: name, in: harness.directory)
            let analytics = try harness.analytics()
            await analytics.track(AnalyticsEvent("after"))
            await analytics.flush()
            #expect(harness.collector.events.map(\.name) == ["after"])
            let aside = try #require(
                fileNames(in: harness.directory).first { $0.hasPrefix("\(name).corrupt-") })
            #expect(fileNames(in: harness.directory) == [aside])
            #expect(try Data(contentsOf: harness.directory.appendingPathComponent(aside)) == bytes)
            let lines = harness.logs.messages(atLeast: .error)
            #expect(lines.count == 1)
            #expect(
                lines.allSatisfy { !$0.contains("\n") && $0.contains("its name is not event-<number>.json") })
        }
    }

    @Test func aNameThatIsNotUTF8IsMovedAside() async throws {
        try await withHarness { harness in
            try FileManager.default.createDirectory(at: harness.directory, withIntermediateDirectories: true)
            let path =
                Array(harness.directory.path.utf8) + Array("/event-1".utf8) + [0xC3] + Array(".json".utf8) + [
                    0
                ]
            let descriptor = path.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o600) }
            }
            #expect(descriptor >= 0)
            close(descriptor)
            let analytics = try harness.analytics()
            await analytics.flush()
            #expect(onlyMovedAside("event-1\u{FFFD}.json", in: harness.directory))
            #expect(harness.logs.messages(atLeast: .error).contains { $0.contains("not UTF-8") })
        }
    }

    @Test func twoNamesForOneNumberLeaveOneEvent() async throws {
        try await withHarness { harness in
            try storeEvent("seven", as: "event-7.json", in: harness.directory)
            try storeEvent("zero-seven", as: "event-007.json", in: harness.directory)
            let analytics = try harness.analytics()
            await analytics.flush()
            #expect(harness.collector.events.map(\.name) == ["seven"])
            #expect(onlyMovedAside("event-007.json", in: harness.directory))
        }
    }

    @Test func aMovedAsideFileIsLeftAlone() async throws {
        try await withHarness { harness in
            try storeEvent("kept aside", as: "event-3.json.corrupt-1767323045", in: harness.directory)
            let analytics = try harness.analytics()
            await analytics.flush()
            #expect(harness.collector.events.isEmpty)
            #expect(fileNames(in: harness.directory) == ["event-3.json.corrupt-1767323045"])
            #expect(harness.logs.messages(atLeast: .warning).isEmpty)
        }
    }

    @Test func aSymbolicLinkNamedAsAnEventIsMovedAsideAndNeverFollowed() async throws {
        try await withHarness { harness in
            try await withTemporaryDirectory { outside in
                let bytes = try storeEvent("outside", as: "event-9.json", in: outside)
                try FileManager.default.createDirectory(
                    at: harness.directory, withIntermediateDirectories: true)
                try FileManager.default.createSymbolicLink(
                    at: harness.directory.appendingPathComponent("event-1.json"),
                    withDestinationURL: outside.appendingPathComponent("event-9.json"))
                let analytics = try harness.analytics()
                await analytics.flush()
                #expect(harness.collector.events.isEmpty)
                #expect(onlyMovedAside("event-1.json", in: harness.directory))
                #expect(try Data(contentsOf: outside.appendingPathComponent("event-9.json")) == bytes)
                #expect(harness.logs.messages(atLeast: .error).contains { $0.contains("symbolic link") })
            }
        }
    }

    @Test func aPipeNamedAsAnEventIsMovedAsideWithoutWaitingOnIt() async throws {
        try await withHarness { harness in
            try FileManager.default.createDirectory(at: harness.directory, withIntermediateDirectories: true)
            #expect(mkfifo(harness.directory.appendingPathComponent("event-1.json").path, 0o600) == 0)
            _ = try harness.analytics()
            #expect(onlyMovedAside("event-1.json", in: harness.directory))
        }
    }

    @Test func aDirectoryNamedAsAnEventIsMovedAside() async throws {
        try await withHarness { harness in
            try FileManager.default.createDirectory(
                at: harness.directory.appendingPathComponent("event-1.json"),
                withIntermediateDirectories: true)
            _ = try harness.analytics()
            #expect(onlyMovedAside("event-1.json", in: harness.directory))
        }
    }

    /// Whether `directory` holds only `name` moved aside.
    private func onlyMovedAside(_ name: String, in directory: URL) -> Bool {
        let names = fileNames(in: directory)
        return names.count == 1 && names[0].hasPrefix("\(name).corrupt-")
    }

    /// Writes a valid outbox file for an event named `name` under the file name `fileName`, and
    /// returns its bytes.
    @discardableResult
    private func storeEvent(_ name: String, as fileName: String, in directory: URL) throws -> Data {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let bytes = Data(
            #"{"schemaVersion":1,"event":{"id":"\#(UUID().uuidString.lowercased())","name":"\#(name)","timestamp":"2026-01-02T03:04:05Z","properties":{}}}"#
                .utf8)
        try bytes.write(to: directory.appendingPathComponent(fileName))
        return bytes
    }
}
