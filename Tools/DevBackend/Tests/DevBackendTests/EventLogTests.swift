import Foundation
import Testing

@testable import DevBackend

struct EventLogTests {
    private static func upload(_ id: String) -> Data {
        Data(#"{"events": [{"id": "\#(id)", "name": "opened", "timestamp": "2026-03-01T10:00:00Z", "properties": {}}]}"#.utf8)
    }

    private static func event(_ id: String) -> DevBackend.ReceivedEvent {
        .init(id: id, name: "opened", timestamp: Date(timeIntervalSince1970: 1_800_000_000), userId: nil, properties: [:])
    }

    private static func inode(_ url: URL) throws -> Int? {
        (try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? NSNumber)?.intValue
    }

    @Test func anUploadAppendsToTheLogAndLeavesTheDataFileAlone() async throws {
        try await withTemporaryDirectory { directory in
            let dataFile = directory.appendingPathComponent(DataFile.name)
            try await BackendHarness.run(.init(dataDirectory: directory)) { harness in
                let before = try Self.inode(dataFile)
                _ = try await harness.send("POST", "/v1/analytics/events", body: Self.upload("e1"))
                _ = try await harness.send("POST", "/v1/analytics/events", body: Self.upload("e2"))

                #expect(try Self.inode(dataFile) == before)
            }
            let log = try String(contentsOf: directory.appendingPathComponent(EventLog.name), encoding: .utf8)
            #expect(log.split(separator: "\n").count == 2)
            #expect(!(try String(contentsOf: dataFile, encoding: .utf8)).contains("e1"))
        }
    }

    @Test func aLineCutShortByAKillIsDroppedAndTheNextUploadStartsALine() async throws {
        try await withTemporaryDirectory { directory in
            try await BackendHarness.run(.init(dataDirectory: directory)) { harness in
                _ = try await harness.send("POST", "/v1/analytics/events", body: Self.upload("e1"))
            }
            let log = try FileHandle(forWritingTo: directory.appendingPathComponent(EventLog.name))
            try log.seekToEnd()
            try log.write(contentsOf: Data(#"{"id":"e2","na"#.utf8))
            try log.close()

            try await BackendHarness.run(.init(dataDirectory: directory)) { harness in
                #expect(await harness.backend.receivedEvents().map(\.id) == ["e1"])
                #expect(harness.backend.quarantinedEventLog == nil)
                _ = try await harness.send("POST", "/v1/analytics/events", body: Self.upload("e2"))
            }
            try await BackendHarness.run(.init(dataDirectory: directory)) { harness in
                #expect(await harness.backend.receivedEvents().map(\.id) == ["e1", "e2"])
            }
            // A cut-short line is not a spoiled log: nothing is moved aside.
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            #expect(names.filter { $0.contains(".corrupt-") } == [])
        }
    }

    @Test func aLogWithALineThatDoesNotDecodeIsMovedAsideAndTheRestKept() async throws {
        try await withTemporaryDirectory { directory in
            try await BackendHarness.run(.init(dataDirectory: directory)) { harness in
                _ = try await harness.send("POST", "/v1/analytics/events", body: Self.upload("e1"))
                _ = try await harness.send("POST", "/v1/analytics/events", body: Self.upload("e2"))
            }
            let url = directory.appendingPathComponent(EventLog.name)
            var lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
            lines.insert("not an event \u{7}", at: 1)
            let spoiled = Data((lines.joined(separator: "\n") + "\n").utf8)
            try spoiled.write(to: url)

            let backend = try DevBackend(configuration: .init(dataDirectory: directory))
            let aside = try #require(backend.quarantinedEventLog)

            #expect(aside.lastPathComponent.hasPrefix(EventLog.name + ".corrupt-"))
            #expect(try Data(contentsOf: aside) == spoiled)
            #expect(backend.quarantinedFile == nil)
            #expect(await backend.receivedEvents().map(\.id) == ["e1", "e2"])
            #expect(try String(contentsOf: url, encoding: .utf8).split(separator: "\n").count == 2)
        }
    }

    @Test func eventsInADataFileFromBeforeTheLogMoveIntoIt() async throws {
        try await withTemporaryDirectory { directory in
            var legacy = BackendData.seed()
            legacy.events = [Self.event("old-1"), Self.event("old-2")]
            let encoded = try JSONSerialization.jsonObject(with: JSONCoding.encoder().encode(legacy)) as? [String: Any]
            var value = try #require(encoded)
            value["events"] = try JSONSerialization.jsonObject(with: JSONCoding.encoder().encode(legacy.events))
            let file: [String: Any] = ["schemaVersion": 1, "value": value]
            try JSONSerialization.data(withJSONObject: file).write(to: directory.appendingPathComponent(DataFile.name))

            try await BackendHarness.run(.init(dataDirectory: directory)) { harness in
                #expect(await harness.backend.receivedEvents().map(\.id) == ["old-1", "old-2"])
            }
            try await BackendHarness.run(.init(dataDirectory: directory)) { harness in
                #expect(await harness.backend.receivedEvents().map(\.id) == ["old-1", "old-2"])
            }
            #expect(!(try String(contentsOf: directory.appendingPathComponent(DataFile.name), encoding: .utf8)).contains("old-1"))
        }
    }

    @Test func theLogIsRewrittenWithTheKeptEventsOnceItHoldsTwiceAsMany() async throws {
        try await withTemporaryDirectory { directory in
            var log = EventLog(directory: directory, capacity: 2, byteLimit: DataFile.byteLimit)
            let all = (1...5).map { Self.event("e\($0)") }
            for index in all.indices {
                try log.append([all[index]], keeping: Array(all[max(0, index - 1)...index]))
            }
            var reread = EventLog(directory: directory, capacity: 2, byteLimit: DataFile.byteLimit)

            // Four lines fit; the fifth rewrote the log with the two kept.
            #expect(try reread.load(now: Date()).events.map(\.id) == ["e4", "e5"])
        }
    }

    @Test func theLogIsRewrittenWithTheKeptEventsBeforeItReachesHalfItsLimit() async throws {
        try await withTemporaryDirectory { directory in
            let limit = 1_000
            var log = EventLog(directory: directory, capacity: 100, byteLimit: limit)
            let all = (1...20).map { Self.event("e\($0)") }
            for index in all.indices {
                try log.append([all[index]], keeping: Array(all[max(0, index - 1)...index]))
                let size = try FileManager.default.attributesOfItem(
                    atPath: directory.appendingPathComponent(EventLog.name).path)[.size]
                #expect((size as? Int ?? .max) <= limit / 2)
            }
            var reread = EventLog(directory: directory, capacity: 100, byteLimit: limit)
            let events = try reread.load(now: Date()).events.map(\.id)
            #expect(events.last == "e20")
            #expect(events.count < 20)
        }
    }
}
