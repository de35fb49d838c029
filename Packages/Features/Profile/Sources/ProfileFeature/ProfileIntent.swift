import Design
import FeatureKit

/// What a user can ask of a profile screen.
public enum ProfileIntent: FeatureIntent {
    case loadMorePosts
    case openPost(String)
    case editName(String)
    case editBio(String)

    public var command: Command {
        switch self {
        case .loadMorePosts: .postsMore
        case .openPost: .postOpen
        case .editName: .profileEditName
        case .editBio: .profileEditBio
        }
    }

    /// The commands that ask for each intent, as a line is read against them.
    public static let commands = CommandTable<ProfileIntent>([
        .init(.postsMore, .loadMorePosts),
        .init(.postOpen) { reader throws(CommandSyntaxError) in .openPost(try reader.word("ID")) },
        .init(.profileEditName) { reader throws(CommandSyntaxError) in .editName(try reader.next("VALUE")) },
        .init(.profileEditBio) { reader throws(CommandSyntaxError) in .editBio(try reader.next("VALUE")) },
    ])
}
