#if TLS
    import AppTesting
    import Foundation
    import NetworkingTLSTesting
    import NetworkingTesting
    import Testing

    /// The real `app-shell` against servers whose handshake is the problem: a certificate naming
    /// only the address `localhost` leads to, a server that speaks only TLS older than 1.2, one that
    /// stops answering half-way. Each is one clear line naming the cause, and nothing is sent.
    struct TLSHandshakeFailureTests {
        private static func run(_ script: String, against url: URL, in directory: URL) async throws
            -> AppShellProcess.Run
        {
            let file = directory.appendingPathComponent("script.txt")
            try Data(script.utf8).write(to: file)
            let authority = directory.appendingPathComponent("ca.pem")
            try Data(TestCertificates.authority.utf8).write(to: authority)
            return try await AppShellProcess.run([
                "run", file.path, "--api-url", url.absoluteString, "--ca-file", authority.path,
            ])
        }

        private static func signIn(refusedFor cause: String) -> String {
            """
            login alice@example.com correct-horse
            expect state unauthenticated
            expect error "Can't reach a trusted server: \(cause)."
            """
        }

        /// `https://localhost:PORT` to a server whose certificate names only 127.0.0.1: the sign-in
        /// and its password went to it, since localhost led to that address.
        @Test func aCertificateNamingOnlyTheAddressIsRefusedForLocalhost() async throws {
            try await ScratchDirectory.with("untrusted-name") { directory in
                let server = try await LoopbackServer.start(
                    host: "localhost", tls: LoopbackTLS(presenting: TestCertificates.addressOnly))
                let run = try await Self.run(
                    Self.signIn(refusedFor: "its certificate is for another host"), against: server.baseURL,
                    in: directory)
                await server.stop()
                #expect(run.status == 0, "\(run.stdout.suffix(600)) \(run.stderr.suffix(400))")
                #expect(server.requests.isEmpty)
            }
        }

        @Test func aServerSpeakingOnlyTLS1_0IsSaidToSpeakAnOldVersion() async throws {
            try await ScratchDirectory.with("old-tls") { directory in
                let server = try await LoopbackServer.start(tls: LoopbackTLS(versions: .only1_0))
                let run = try await Self.run(
                    Self.signIn(
                        refusedFor: "it speaks only an old version of TLS (before 1.2), which is not safe"),
                    against: server.baseURL, in: directory)
                await server.stop()
                #expect(run.status == 0, "\(run.stdout.suffix(600)) \(run.stderr.suffix(400))")
                #expect(server.requests.isEmpty)
            }
        }

        /// A server that stalls mid-handshake cost the sign-in's 30 s and then 30 s more for the
        /// analytics upload at exit. The handshake gets the connection's 10 s, once: the upload that
        /// follows at once fails at once, making no second connection.
        @Test(.realTimeBound, .timeLimit(.minutes(3)))
        func aServerThatStallsTheHandshakeIsWaitedForOnce() async throws {
            try await ScratchDirectory.with("stalled-tls") { directory in
                try await withStallingAddress { address in
                    let started = ContinuousClock.now
                    let run = try await Self.run(
                        Self.signIn(refusedFor: "it stopped answering during the secure handshake"),
                        against: address.url, in: directory)
                    let took = started.duration(to: .now)
                    #expect(run.status == 0, "\(run.stdout.suffix(600)) \(run.stderr.suffix(400))")
                    #expect(address.takeConnections() == 1)
                    #expect(took < .seconds(25), "\(took)")
                }
            }
        }
    }
#endif
