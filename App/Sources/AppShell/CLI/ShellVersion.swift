/// The version `app-shell --version` prints and the interactive banner names.
enum ShellVersion {
    static let current = "1.0.0"
}
