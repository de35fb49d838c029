/// Where the settings feature can go.
public enum SettingsRoute: Sendable {
    case root
}
