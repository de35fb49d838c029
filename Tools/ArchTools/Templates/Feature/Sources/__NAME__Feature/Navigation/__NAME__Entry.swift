import Design

/// One screen on the stack: the list, or one item, with its controller.
@MainActor
final class __NAME__Entry {
    enum Content {
        case list(__NAME__ListController)
        case item(__NAME__ItemController)
    }

    let controller: Content

    init(
        route: __NAME__Route, dependencies: any __NAME__FeatureDependencies,
        output: @escaping @MainActor @Sendable (__NAME__Output) async -> Void
    ) {
        switch route {
        case .list:
            controller = .list(
                __NAME__ListController(service: dependencies.service, output: output))
        case .item(let id):
            controller = .item(
                __NAME__ItemController(
                    itemID: id, service: dependencies.service, output: output))
        }
    }

    var route: __NAME__Route {
        switch controller {
        case .list: .list
        case .item(let controller): .item(id: controller.itemID)
        }
    }

    /// The screen, with `back` offered when it sits above the root.
    func screen(isPushed: Bool) -> Screen {
        switch controller {
        case .list(let controller):
            __NAME__ListView(controller: controller, isPushed: isPushed).screen
        case .item(let controller):
            __NAME__ItemView(controller: controller, isPushed: isPushed).screen
        }
    }

    var loading: TrackedTask {
        switch controller {
        case .list(let controller): controller.loading
        case .item(let controller): controller.loading
        }
    }

    func loadIfNeeded() async {
        switch controller {
        case .list(let controller): await controller.loadIfNeeded()
        case .item(let controller): await controller.loadIfNeeded()
        }
    }

    func reload() async {
        switch controller {
        case .list(let controller): await controller.load()
        case .item(let controller): await controller.load()
        }
    }
}
