import Design
import Models
import Observation
import Services

/// One item's screen: loads the item, and says why, in words fit for the user, when it cannot.
@Observable
@MainActor
final class __NAME__ItemController {
    /// Which item it shows.
    let itemID: ID<__NAME__Item>
    /// The item; nil until it has loaded, or once it is gone.
    private(set) var item: __NAME__Item?
    /// Loading the item; its failure shows on the screen and goes to the app.
    let loading: TrackedTask

    private let service: any __NAME__Service

    init(
        itemID: ID<__NAME__Item>, service: any __NAME__Service,
        output: @escaping @MainActor @Sendable (__NAME__Output) async -> Void
    ) {
        self.itemID = itemID
        self.service = service
        loading = TrackedTask(reportingTo: output)
    }

    /// Loads the item, replacing a load in flight; a deleted item is no longer shown.
    func load() async {
        let (service, itemID) = (service, itemID)
        let result = await loading.run { () throws(ServiceError) in try await service.item(id: itemID) }
        switch result {
        case .success(let loaded)?: item = loaded
        case .failure(.notFound)?: item = nil
        case .failure?, nil: break
        }
    }

    /// Loads when the screen appears with nothing loaded or loading.
    func loadIfNeeded() async {
        guard item == nil, !loading.isRunning else { return }
        await load()
    }
}
