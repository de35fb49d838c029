import DevBackend
import Foundation
import Models
import Services
import ServicesTesting
import Testing

/// Only a refused refresh (401 from the refresh endpoint) ends a session; every other outcome
/// keeps it and says what happened.
@Suite struct RefreshOutcomeTests {
    @Test(arguments: [400, 403, 404, 409, 422])
    func aRefreshAnsweredWithAStatusTheAPINeverGivesIsAnUnusableAnswerAndKeepsTheSession(_ status: Int) async throws {
        try await LiveStack.run { stack in
            try await stack.signIn()
            try await stack.backend.expireAccessTokens()
            try await stack.backend.injectFault(.status(status), on: .refresh)

            let failure = await #expect(throws: ServiceError.self) { try await stack.settings.settings() }
            #expect(failure?.isBadResponse == true, "\(String(describing: failure))")
            #expect(await stack.sessionStore.load() != nil)
            #expect(await stack.expiries.count == 0)
        }
    }

    @Test(arguments: [400, 403, 404, 409, 422])
    func aSessionCheckWhoseRefreshGetsAStatusTheAPINeverGivesKeepsTheSession(_ status: Int) async throws {
        try await LiveStack.run { stack in
            try await stack.signIn()
            try await stack.backend.expireAccessTokens()
            try await stack.backend.injectFault(.status(status), on: .refresh)

            let failure = await #expect(throws: ServiceError.self) { try await stack.auth.validateSession() }
            #expect(failure?.isBadResponse == true, "\(String(describing: failure))")
            #expect(try stack.credentials.read() != nil)
        }
    }

    @Test func aReplayRefusedAfterASuccessfulRefreshIsAnUnusableAnswerAndKeepsTheSession() async throws {
        try await LiveStack.run { stack in
            try await stack.signIn()
            try await stack.backend.injectFault(.status(401), on: .getSettings, count: 2)

            let failure = await #expect(throws: ServiceError.self) { try await stack.settings.settings() }
            #expect(failure?.isBadResponse == true, "\(String(describing: failure))")
            #expect(await stack.backend.requestCount(.refresh) == 1)
            #expect(await stack.sessionStore.load() != nil)
            #expect(await stack.expiries.count == 0)
        }
    }

    @Test func aSessionCheckWhoseReplayIsRefusedAfterASuccessfulRefreshKeepsTheSession() async throws {
        try await LiveStack.run { stack in
            try await stack.signIn()
            try await stack.backend.injectFault(.status(401), on: .getSession, count: 2)

            let failure = await #expect(throws: ServiceError.self) { try await stack.auth.validateSession() }
            #expect(failure?.isBadResponse == true, "\(String(describing: failure))")
            #expect(try stack.credentials.read() != nil)
        }
    }

    @Test func aRefusedRefreshEndsTheSessionAndSaysSo() async throws {
        try await LiveStack.run { stack in
            try await stack.signIn()
            try await stack.backend.revokeSessions()

            await #expect(throws: ServiceError.sessionExpired) { try await stack.settings.settings() }
            #expect(try stack.credentials.read() == nil)
            #expect(await stack.expiries.count == 1)
        }
    }
}

extension ServiceError {
    fileprivate var isBadResponse: Bool {
        if case .badResponse = self { true } else { false }
    }
}
