// Tracks events into an outbox and then waits to be killed. Arguments: the outbox directory,
// the server's base URL, and how many events to track.
//
// It uploads in batches of 5 and, once every `track` has returned, tells the server with
// `POST /fixture/tracked`; then it blocks on standard input until the test kills it.
import Analytics
import Foundation
import Networking
import NetworkingNIO

let arguments = CommandLine.arguments
guard arguments.count == 4, let baseURL = URL(string: arguments[2]), let count = Int(arguments[3]) else {
    FileHandle.standardError.write(Data("usage: AnalyticsKillFixture DIRECTORY BASE_URL COUNT\n".utf8))
    exit(2)
}
let client = LiveHTTPClient(baseURL: baseURL, transport: NIOHTTPTransport(), retryPolicy: .none)
let analytics = try LiveAnalytics(
    directory: URL(fileURLWithPath: arguments[1]), httpClient: client,
    configuration: LiveAnalytics.Configuration(batchSize: 5, maxBatchAge: .seconds(3600)))
await analytics.identify(userID: "u-killed")
for index in 0..<count {
    await analytics.track(AnalyticsEvent("kill_test", properties: ["index": .int(index)]))
}
try await client.send(
    Endpoint<Void>(
        method: .post, path: "/fixture/tracked", body: ["count": count], requiresAuthentication: false))
_ = readLine()
