import Models
import Services

extension FaultTable {
    /// The short names the table gives the messages; `docs/network-faults.md` spells each out.
    static let messageNames: [(name: String, text: String)] = [
        ("offline", ServiceError.offline.message),
        ("slow", ServiceError.timeout.message),
        ("too many", ServiceError.server(status: 429).message),
        ("server", ServiceError.server(status: 500).message),
        ("maintenance", ServiceError.maintenance.message),
        ("went wrong", ServiceError.unexpected("").message),
        ("unusable", ServiceError.badResponse("").message),
        ("credentials", ServiceError.invalidCredentials.message),
        ("expired", AppError.sessionExpired.message),
    ]

    /// The table's rows as `docs/network-faults.md` writes them, one per cell.
    static var markdownRows: [String] {
        cells.map { cell in
            let outcome = expected(cell)
            let message = outcome.message.map { text in
                messageNames.first { $0.text == text }.map { "“\($0.name)”" } ?? text
            }
            let events = outcome.eventsKept.map { $0 ? ", events kept" : ", events dropped" } ?? ""
            let columns = [
                "`\(cell.endpoint.route.rawValue)`", cell.endpoint.action, cell.fault.rawValue,
                "`\(outcome.state)`", message ?? "none", outcome.attempts.map(String.init) ?? "refused",
                outcome.session.rawValue + events,
            ]
            return "| " + columns.joined(separator: " | ") + " |"
        }
    }
}
