import AppCore

extension Collection<AppEvent> {
    /// The user-facing error messages, in order.
    var errorMessages: [String] {
        compactMap { if case .error(let message) = $0 { message } else { nil } }
    }
}
