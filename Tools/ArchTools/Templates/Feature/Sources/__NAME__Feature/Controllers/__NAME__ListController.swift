import Design
import Models
import Observation
import Services

/// The list of items: loads them, and says which item the user asked to open.
@Observable
@MainActor
final class __NAME__ListController {
    /// Where the list asks to go; the stack that owns it pushes it and clears it.
    enum Destination: Equatable {
        case item(id: ID<__NAME__Item>)
    }

    /// The items shown; empty until they have loaded.
    private(set) var items: [__NAME__Item] = []
    /// Whether the items have loaded once.
    private(set) var hasLoaded = false
    private(set) var destination: Destination?
    /// Loading the items; its failure shows on the screen and goes to the app.
    let loading: TrackedTask

    private let service: any __NAME__Service

    init(
        service: any __NAME__Service,
        output: @escaping @MainActor @Sendable (__NAME__Output) async -> Void
    ) {
        self.service = service
        loading = TrackedTask(reportingTo: output)
    }

    /// Loads the items, replacing a load in flight; what is shown stays until they arrive.
    func load() async {
        let service = service
        let result = await loading.run { () throws(ServiceError) in try await service.items() }
        if case .success(let loaded)? = result {
            items = loaded
            hasLoaded = true
        }
    }

    /// Loads when the screen appears with nothing loaded or loading.
    func loadIfNeeded() async {
        guard !hasLoaded, !loading.isRunning else { return }
        await load()
    }

    /// Asks to open the item `text` names; an ID that breaks the rule shows why instead.
    func open(id text: String) async {
        guard let id = ID<__NAME__Item>(text) else {
            await loading.fail(__NAME__Item.idRule)
            return
        }
        loading.clearError()
        destination = .item(id: id)
    }

    func clearDestination() {
        destination = nil
    }
}
