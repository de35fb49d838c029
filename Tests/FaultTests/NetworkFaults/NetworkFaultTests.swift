import Foundation
import Testing

/// Every endpoint the app calls × offline, time-out, 401, 429, 500, 503 maintenance and malformed
/// JSON, through the real app against the real dev backend: the outcome of each cell is the one
/// `FaultTable` (and `docs/network-faults.md`) gives, and a session the cell keeps still signs in
/// after a relaunch once the fault is gone.
///
/// One test per endpoint runs its cells one after another, each on a fresh app and backend.
@MainActor
struct NetworkFaultTests {
    @Test(arguments: FaultedEndpoint.allCases)
    func everyFaultHasTheTablesOutcome(endpoint: FaultedEndpoint) async throws {
        for fault in NetworkFault.allCases {
            try await check(FaultTable.Cell(endpoint: endpoint, fault: fault))
        }
    }

    private func check(_ cell: FaultTable.Cell) async throws {
        let timeout = cell.fault == .timeout ? FaultyApp.shortRequestTimeout : nil
        try await FaultyApp.with(requestTimeout: timeout) { app in
            let route = cell.endpoint.route
            try await cell.endpoint.prepare(app)
            let before = await app.backend.requestCount(route)
            try await cell.fault.inject(on: route, of: app.backend)
            app.clearEvents()

            try await cell.endpoint.act(app)
            let attempts = await app.backend.requestCount(route) - before
            try await cell.fault.clear(on: route, of: app.backend)

            let expected = FaultTable.expected(cell)
            let observed = FaultOutcome(
                state: app.state.name,
                message: app.messages.last,
                attempts: cell.fault == .offline ? nil : attempts,
                session: sessionFate(app, expected: expected.session),
                eventsKept: expected.eventsKept == nil ? nil : app.outboxCount > 0)
            #expect(observed == expected, "\(cell)")
            if expected.session == .kept {
                try await app.relaunch()
                #expect(app.state.hasSession, "\(cell): the session did not survive: \(app.state.name)")
            }
        }
    }

    /// What became of the session, as far as the files and the state tell it.
    private func sessionFate(_ app: FaultyApp, expected: FaultOutcome.Session) -> FaultOutcome.Session {
        guard !app.hasStoredSession else { return .kept }
        switch expected {
        case .kept, .none: return .none
        case .loggedOut, .expired: return app.state.name == "error:sessionExpired" ? .expired : .loggedOut
        }
    }
}
