/// How a shell session ended, as its process exit status.
enum ShellExitStatus: Int32, Sendable {
    /// Every line ran and every `expect` held.
    case success = 0
    /// An `expect` failed; the script stopped there.
    case expectationFailed = 1
    /// The script (or the session) could not be run.
    case cannotRun = 2
}
