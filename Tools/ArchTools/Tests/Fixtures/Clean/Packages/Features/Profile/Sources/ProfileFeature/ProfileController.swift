import Analytics
import Models
import Observation
import Services

@Observable @MainActor final class ProfileController {
    private(set) var user: User?
    private var task: Task<Void, Never>?
    fileprivate var retries = 0
    let service: any UserService

    var title: String {
        user?.name ?? "Profile"
    }

    init(service: any UserService) {
        self.service = service
    }
}
