import Design
import FeatureKit

/// What a user can ask of a __TITLE__ screen.
public enum __NAME__Intent: FeatureIntent {
    /// Open the item with this ID, on the list.
    case openItem(String)
    /// See the signed-in user's profile, which another feature shows.
    case showProfile

    /// The command that asks for it.
    public var command: Command {
        switch self {
        case .openItem: .__CAMEL__Open
        case .showProfile: .__CAMEL__Profile
        }
    }

    /// The commands that ask for each intent, as a line is read against them.
    public static let commands = CommandTable<__NAME__Intent>([
        .init(.__CAMEL__Open) { reader throws(CommandSyntaxError) in
            .openItem(try reader.word("ID"))
        },
        .init(.__CAMEL__Profile, .showProfile),
    ])
}
