import Foundation

/// The app's state machine as the `app-state-table` executable prints it: the states and the
/// allowed transitions, straight from the app's transition table.
struct StateTable: Equatable, Sendable {
    struct Transition: Equatable, Sendable, Decodable {
        let from: String
        let to: String
    }

    /// Sorted.
    let states: [String]
    /// Sorted by source, then target.
    let transitions: [Transition]
    /// The state the app starts in, when the table names one.
    let initial: String?

    /// Reads `{"states": […], "transitions": [{"from", "to"}, …], "initial"?: …}`, rejecting a table
    /// that is empty or names a state it does not list.
    init(json: Data) throws {
        struct Payload: Decodable {
            let states: [String]
            let transitions: [Transition]
            let initial: String?
        }
        let payload: Payload
        do {
            payload = try JSONDecoder().decode(Payload.self, from: json)
        } catch {
            throw ArchToolsError(
                "the state table is not {\"states\": [...], \"transitions\": [{\"from\", \"to\"}]} JSON")
        }
        let known = Set(payload.states)
        guard !known.isEmpty else {
            throw ArchToolsError("the state table lists no states")
        }
        let named = payload.transitions.flatMap { [$0.from, $0.to] } + [payload.initial].compactMap { $0 }
        if let unknown = named.first(where: { !known.contains($0) }) {
            throw ArchToolsError("the state table uses state \"\(unknown)\", which it does not list")
        }
        states = known.sorted()
        var seen: Set<[String]> = []
        transitions = payload.transitions.filter { seen.insert([$0.from, $0.to]).inserted }
            .sorted { ($0.from, $0.to) < ($1.from, $1.to) }
        initial = payload.initial
    }
}
