import Models

enum ProfileField: String, Sendable {
    case name
    case bio

    func validated(_ value: String) throws(ValidationError) -> String {
        switch self {
        case .name: try Validation.displayName(value)
        case .bio: try Validation.bio(value)
        }
    }

    func value(in profile: Profile) -> String {
        switch self {
        case .name: profile.name
        case .bio: profile.bio
        }
    }

    func setting(_ value: String, in profile: Profile) -> Profile {
        switch self {
        case .name: profile.with(name: value)
        case .bio: profile.with(bio: value)
        }
    }
}
