import Design
import FeatureKit

/// What a user can ask of an onboarding screen.
public enum OnboardingIntent: FeatureIntent {
    case next
    case back
    case name(String)

    public var command: Command {
        switch self {
        case .next: .onboardingNext
        case .back: .onboardingBack
        case .name: .onboardingName
        }
    }

    /// The commands that ask for each intent, as a line is read against them.
    public static let commands = CommandTable<OnboardingIntent>([
        .init(.onboardingNext, .next),
        .init(.onboardingBack, .back),
        .init(.onboardingName) { reader throws(CommandSyntaxError) in .name(try reader.next("VALUE")) },
    ])
}
