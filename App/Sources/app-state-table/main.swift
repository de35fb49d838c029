import AppCore
import Foundation

// Prints the app state machine's transition table as JSON, for Tools/diagrams.
struct Table: Encodable {
    struct Transition: Encodable {
        let from: String
        let to: String
    }
    let states: [String]
    let transitions: [Transition]
}

let table = Table(
    states: AppStateTransitions.representativeStates.map(\.name),
    transitions: AppStateTransitions.allowedTransitions.map { .init(from: $0.from.name, to: $0.to.name) }
)
let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
FileHandle.standardOutput.write(try encoder.encode(table) + Data("\n".utf8))
