import AppCore
import Models
import Observation
import SettingsFeature

struct ProfileController {
    var name = ""
}

@Observable @MainActor final class EditProfileController {
    var name = ""
    public var bio = "", website = ""
    private(set) var saved = false
    var isValid: Bool { !name.isEmpty }
    let userID: String

    init(userID: String) {
        self.userID = userID
    }
}
