import Design
import FeatureKit
import Models

/// What a user can ask of a settings screen.
public enum SettingsIntent: FeatureIntent {
    case change(SettingsChange)

    public var command: Command { .settingsSet }

    /// The command that asks for it, as a line is read against it.
    public static let commands = CommandTable<SettingsIntent>([.init(.settingsSet, parse: change(from:))])

    private static func change(from reader: inout ArgumentReader) throws(CommandSyntaxError) -> SettingsIntent {
        let key = try reader.next("KEY", suggesting: SettingsKey.allCases.map(\.rawValue))
        let value = try reader.next("VALUE", suggesting: SettingsKey(rawValue: key)?.allowedValues ?? [])
        do {
            return .change(try SettingsChange(key: key, value: value))
        } catch {
            throw CommandSyntaxError(error.message)
        }
    }
}
