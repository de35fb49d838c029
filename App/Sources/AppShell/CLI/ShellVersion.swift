enum ShellVersion {
    static let current = "1.0.0"
}
