import Design
import FeatureKit

/// What a user can ask of a __TITLE__ screen.
public enum __NAME__Intent: FeatureIntent {
    /// Show the full profile of the user on screen, which the profile feature shows.
    case showFullProfile

    /// The command that asks for it.
    public var command: Command {
        switch self {
        case .showFullProfile: .__CAMEL__FullProfile
        }
    }

    /// The commands that ask for each intent, as a line is read against them.
    public static let commands = CommandTable<__NAME__Intent>([
        .init(.__CAMEL__FullProfile, .showFullProfile)
    ])
}
